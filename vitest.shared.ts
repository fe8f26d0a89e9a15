import type { TestProjectInlineConfiguration } from "vitest/config";

/**
 * Every package's integration tests run once on PGlite and, when DATABASE_URL names a PostgreSQL
 * server, once more on PostgreSQL: the same files, with TEST_DB telling createTestDb which to use.
 */
export function databaseProjects(): TestProjectInlineConfiguration[] {
  const common = { extends: true as const };
  const projects: TestProjectInlineConfiguration[] = [
    {
      ...common,
      test: { name: "pglite", env: { TEST_DB: "pglite" }, testTimeout: 30_000, hookTimeout: 60_000 },
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
        // Pure unit tests need no second run.
        exclude: ["**/*.unit.test.ts", "**/node_modules/**"],
      },
    });
  }
  return projects;
}
