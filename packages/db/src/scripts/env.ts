import { fileURLToPath } from "node:url";
import { z } from "zod";
import { shouldSeedDemoAccounts, ZEnvFlag } from "../seed/demo-policy";

/** The repository's root, from packages/db/src/scripts. */
const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

const ZScriptEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
    .optional(),
  PGLITE_DIR: z.string().default(`${repoRoot}.data/pglite`),
  SEED_DEMO: ZEnvFlag.optional(),
});

/** What `pnpm db:migrate` and `pnpm db:seed` need, read from the environment the server reads. */
export interface ScriptEnv {
  /** Unset: the embedded PGlite database in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Whether `db:seed` adds the demo accounts (the server's rule, `shouldSeedDemoAccounts`). */
  seedDemo: boolean;
}

/** Reads and validates the db scripts' environment once; a bad variable stops the script with its name. */
export function loadScriptEnv(source: Record<string, string | undefined> = process.env): ScriptEnv {
  // An empty variable means "not set" (e.g. DATABASE_URL= for the embedded database), as for the server.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = ZScriptEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    seedDemo: shouldSeedDemoAccounts({
      nodeEnv: env.NODE_ENV,
      seedDemo: env.SEED_DEMO,
      databaseUrl: env.DATABASE_URL,
    }),
  };
}
