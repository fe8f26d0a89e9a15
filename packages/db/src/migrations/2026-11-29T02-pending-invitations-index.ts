import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The admins' list of pending invitations, newest first, reads only pending rows however many accepted
 * or withdrawn invitations pile up behind them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index invitations_pending_idx on invitations (id)
    where accepted_at is null and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("invitations_pending_idx").ifExists().execute();
}
