/**
 * `pnpm content:check`: reads the content files (each against its schema), prints the assessment and
 * lesson content checks and exits 1 when either finds a failure, so the limits on the content hold in
 * CI as well as in the tests.
 */
import { checkAssessment } from "../content/checks/assessment";
import { checkLessons, type CheckResult } from "../content/checks/lessons";
import { checkPrograms } from "../content/checks/programs";

/** A check's result; a file that does not read or match its schema is one failure naming it. */
function run(check: () => CheckResult): CheckResult {
  try {
    return check();
  } catch (error) {
    return { report: [], failures: [error instanceof Error ? error.message : String(error)] };
  }
}

let failed = false;
for (const [title, result] of [
  ["Assessment", run(() => checkAssessment())],
  ["Lessons", run(() => checkLessons())],
  ["Programs", run(() => checkPrograms())],
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
