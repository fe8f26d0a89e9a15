import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import type { TestProjectInlineConfiguration } from "vitest/config";

/**
 * The reliability suite (`pnpm test:reliability`). Files named `*.reliability.test.ts` run
 * in-process through `app.inject`, once on PGlite and, when DATABASE_URL is set, once more on
 * PostgreSQL (as vitest.shared.ts does for the integration tests). Files named
 * `*.process.reliability.test.ts` start the real server as child processes and run once.
 * Everything runs one file at a time: several tests measure stalls and shutdowns, which a
 * neighbouring file's load would blur on a 2-core machine.
 */
const apiRoot = fileURLToPath(new URL("..", import.meta.url));
const inProcess = ["reliability/**/*.reliability.test.ts"];
const realProcess = ["reliability/**/*.process.reliability.test.ts"];
/** Terminates PostgreSQL connections: needs a PostgreSQL server, so it runs only with DATABASE_URL. */
const needsPostgres = ["reliability/**/postgres-termination.process.reliability.test.ts"];
/** Terminates a backend inside a transaction: in-process, but PostgreSQL only (PGlite has no backends). */
const postgresOnly = ["reliability/**/postgres-rollback.reliability.test.ts"];
const timeouts = { testTimeout: 180_000, hookTimeout: 120_000 };

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: "reliability-pglite",
      include: inProcess,
      exclude: [...realProcess, ...postgresOnly],
      env: { TEST_DB: "pglite" },
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
      env: { TEST_DB: "postgres" },
      ...timeouts,
    },
  });
}
projects.push({
  extends: true,
  test: {
    name: "reliability-process",
    include: realProcess,
    ...(process.env.DATABASE_URL ? {} : { exclude: needsPostgres }),
    // createTestDb gives the PostgreSQL termination test its own database when DATABASE_URL is set.
    env: { TEST_DB: process.env.DATABASE_URL ? "postgres" : "pglite" },
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
