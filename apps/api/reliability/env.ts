/**
 * The environment the reliability suite reads, in one place (the lint rule keeps `process.env` in
 * env.ts files). The vitest projects set TEST_DB; CI sets DATABASE_URL.
 */
export const reliabilityEnv = {
  /** A PostgreSQL server for the postgres project and the connection-termination test. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  testDb: process.env.TEST_DB === "postgres" ? ("postgres" as const) : ("pglite" as const),
  /** Overrides the fuzz's PRNG seed to explore other inputs; the default keeps runs reproducible. */
  fuzzSeed: Number(process.env.RELIABILITY_SEED || 20_260_707),
  /** What a server child process inherits: enough to find node and a temp directory. */
  inherited: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    LANG: process.env.LANG,
  },
};
