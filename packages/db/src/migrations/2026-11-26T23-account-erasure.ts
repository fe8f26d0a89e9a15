import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Self-service erasure. Bug reports and their comments outlive the person who wrote them (admins
 * still need them), so their author link becomes nullable and is cleared when the account goes.
 * `account_deletions` is what admins see of an erasure: a random id and a time, nothing personal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["bug_reports", "bug_report_comments"]) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_user_id_fkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} alter column user_id drop not null`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_user_id_fkey`)}
      foreign key (user_id) references users (id) on delete set null`.execute(db);
  }

  await db.schema
    .createTable("account_deletions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("deleted_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("account_deletions_deleted_at_idx")
    .on("account_deletions")
    .column("deleted_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("account_deletions").ifExists().execute();
  for (const table of ["bug_reports", "bug_report_comments"]) {
    // Reports whose author was erased cannot go back under a NOT NULL cascade link.
    await sql`delete from ${sql.table(table)} where user_id is null`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_user_id_fkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} alter column user_id set not null`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_user_id_fkey`)}
      foreign key (user_id) references users (id) on delete cascade`.execute(db);
  }
}
