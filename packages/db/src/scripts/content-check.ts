/**
 * `pnpm content:check`: prints the assessment and lesson content checks and exits 1 when either finds
 * a failure, so the limits on the content hold in CI as well as in the tests.
 */
import { checkAssessment } from "../content/checks/assessment";
import { checkLessons } from "../content/checks/lessons";

let failed = false;
for (const [title, result] of [
  ["Assessment", checkAssessment()],
  ["Lessons", checkLessons()],
] as const) {
  console.log(`\n== ${title}`);
  for (const line of result.report) console.log(line);
  if (result.failures.length) {
    failed = true;
    console.log(`\n${title}: ${result.failures.length} failure(s)`);
    for (const failure of result.failures) console.log(`FAIL ${failure}`);
  }
}
console.log(failed ? "\nContent check failed." : "\nContent check passed.");
process.exitCode = failed ? 1 : 0;
