import type { TaskMeta } from "vitest";
import { reliabilityEnv } from "../env";

export type Figures = Record<string, number | string | boolean>;

declare module "vitest" {
  interface TaskMeta {
    /** Figures of a reliability test, collected into reliability/results.json by results-reporter.ts. */
    reliability?: { name: string; figures: Figures };
  }
}

/** The database an in-process test runs on (the vitest project sets TEST_DB). */
export function databaseLabel(): string {
  return reliabilityEnv.testDb;
}

/**
 * Records a test's figures (trials, failures, losses) before it asserts on them, so they reach
 * results.json and the log whether the assertions pass or not.
 */
export function report(task: { meta: TaskMeta }, name: string, figures: Figures): void {
  task.meta.reliability = { name, figures };
  const line = Object.entries(figures)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ");
  console.log(`[reliability] ${name}: ${line}`);
}
