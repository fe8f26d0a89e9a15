import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import type { TestProjectInlineConfiguration } from "vitest/config";

/**
 * The reliability suite (`pnpm test:reliability`, issue 7). Files named `*.reliability.test.ts` run
 * in-process through `app.inject`, once on PGlite and, when DATABASE_URL is set, once more on
 * PostgreSQL (as vitest.shared.ts does for the integration tests). Files named
 * `*.process.reliability.test.ts` start the real server as child processes and run once.
 * Everything runs one file at a time: several tests measure stalls and shutdowns, which a
 * neighbouring file's load would blur on a 2-core machine.
 */
const apiRoot = fileURLToPath(new URL("..", import.meta.url));
const inProcess = ["reliability/**/*.reliability.test.ts"];
const realProcess = ["reliability/**/*.process.reliability.test.ts"];
const timeouts = { testTimeout: 180_000, hookTimeout: 120_000 };

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: "reliability-pglite",
      include: inProcess,
      exclude: realProcess,
      env: { TEST_DB: "pglite", RELIABILITY_SUITE: "1" },
      ...timeouts,
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: "reliability-postgres",
      include: inProcess,
      exclude: realProcess,
      env: { TEST_DB: "postgres", RELIABILITY_SUITE: "1" },
      ...timeouts,
    },
  });
}
projects.push({
  extends: true,
  test: {
    name: "reliability-process",
    include: realProcess,
    // createTestDb gives the PostgreSQL termination test its own database when DATABASE_URL is set.
    env: { TEST_DB: process.env.DATABASE_URL ? "postgres" : "pglite", RELIABILITY_SUITE: "1" },
    ...timeouts,
  },
});

export default defineConfig({
  root: apiRoot,
  test: {
    projects,
    fileParallelism: false,
    maxWorkers: 1,
    reporters: ["default", "./reliability/results-reporter.ts"],
  },
});
