import type { TestProjectInlineConfiguration } from "vitest/config";

/** The reliability suite has its own config and command (`pnpm test:reliability`). */
const notHere = ["**/node_modules/**", "reliability/**"];

/**
 * Every package's integration tests run once on PGlite and, when DATABASE_URL names a PostgreSQL
 * server, once more on PostgreSQL: the same files, with TEST_DB telling createTestDb which to use.
 * A file named *.postgres.test.ts runs only on PostgreSQL, *.pglite.test.ts only on PGlite.
 */
export function databaseProjects(): TestProjectInlineConfiguration[] {
  const common = { extends: true as const };
  const projects: TestProjectInlineConfiguration[] = [
    {
      ...common,
      test: {
        name: "pglite",
        env: { TEST_DB: "pglite" },
        testTimeout: 30_000,
        hookTimeout: 60_000,
        exclude: ["**/*.postgres.test.ts", ...notHere],
      },
    },
  ];
  if (process.env.DATABASE_URL) {
    projects.push({
      ...common,
      test: {
        name: "postgres",
        env: { TEST_DB: "postgres" },
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // Pure unit tests need no second run; *.pglite.test.ts are about the embedded database only.
        exclude: ["**/*.unit.test.ts", "**/*.pglite.test.ts", ...notHere],
      },
    });
  }
  return projects;
}
