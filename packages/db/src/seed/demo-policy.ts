import { z } from "zod";

/** An on/off environment variable: true/1/yes/on or false/0/no/off. */
export const ZEnvFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

export interface DemoSeedingSettings {
  /** NODE_ENV. */
  nodeEnv: string | undefined;
  /** SEED_DEMO as parsed by `ZEnvFlag`; undefined when it is not set. */
  seedDemo: boolean | undefined;
  /** DATABASE_URL; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
}

/**
 * Whether the demo accounts (known passwords, a super admin among them) are seeded: exactly when
 * SEED_DEMO says so, and when it is not set, only on the embedded database outside production. A
 * PostgreSQL server or a production start never gets them by default. The server and the db scripts
 * both decide with this one function.
 */
export function shouldSeedDemoAccounts(settings: DemoSeedingSettings): boolean {
  if (settings.seedDemo !== undefined) return settings.seedDemo;
  return settings.nodeEnv !== "production" && !settings.databaseUrl;
}
