import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["bench/**/*.bench.ts"],
    benchmark: { include: ["bench/**/*.bench.ts"] },
    env: { TEST_DB: process.env.DATABASE_URL ? "postgres" : "pglite" },
    hookTimeout: 60_000,
  },
});
