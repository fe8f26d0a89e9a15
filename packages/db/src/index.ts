export { createDb, camelCase, type DbConfig, type DbHandle } from "./client";
export type { Database, DB } from "./database";
export * from "./tables/index";
export { migrateToLatest } from "./migrate";
export { seed, demoAccounts, type DemoAccount, type SeedOptions } from "./seed/index";
export { hashPassword, verifyPassword } from "./password";
