import { lessonCatalog } from "../lessons";
import { programTemplates } from "../programs";
import type { CheckResult } from "./lessons";

/** Every template's steps fall in its weeks, lesson steps name a lesson that exists, reflections and goals carry their text. */
export function checkPrograms(): CheckResult {
  const slugs = new Set(lessonCatalog().map((l) => l.slug));
  const report: string[] = [];
  const failures: string[] = [];
  for (const t of programTemplates()) {
    report.push(`${t.key}: ${t.steps.length} steps over ${t.lengthWeeks} weeks`);
    t.steps.forEach((step, i) => {
      const at = `${t.key} step ${i + 1}`;
      if (step.week > t.lengthWeeks) failures.push(`${at}: week ${step.week} is past week ${t.lengthWeeks}`);
      if (step.kind === "lesson" && !(step.lesson && slugs.has(step.lesson)))
        failures.push(`${at}: no lesson '${step.lesson ?? ""}'`);
      if ((step.kind === "reflection" || step.kind === "goal") && !step.prompt)
        failures.push(`${at}: a ${step.kind} step needs its prompt`);
    });
  }
  return { report, failures };
}
