export { createDb, camelCase, type DbConfig, type DbHandle } from "./client";
export { DatabaseInUseError } from "./pglite-lock";
export { isDatabaseUnavailable } from "./errors";
export type { Database, DB } from "./database";
export * from "./tables/index";
export { migrateToLatest } from "./migrate";
export { seed, demoAccounts, type DemoAccount, type SeedOptions } from "./seed/index";
export { shouldSeedDemoAccounts, ZEnvFlag, type DemoSeedingSettings } from "./seed/demo-policy";
export { hashPassword, verifyPassword } from "./password";
