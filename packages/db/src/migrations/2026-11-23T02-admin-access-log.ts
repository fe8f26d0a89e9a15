import type { Kysely } from "kysely";

// SKELETON: filled by the work on administration, analytics and bug reports.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function down(_db: Kysely<any>): Promise<void> {}
