import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Passkeys (WebAuthn credentials) and the challenges issued for them.
 *
 * - `passkeys`: one row per credential a person registered; `credential_id` (base64url) is unique across
 *   accounts. `counter` is the authenticator's signature counter (0 for authenticators that keep none).
 * - `webauthn_challenges`: each ceremony's challenge until it is answered or expires. Answering deletes
 *   the row (`delete ... returning`), so a challenge is used once, however many requests race for it.
 *   `user_id` binds a registration or second-factor challenge to its account, `session_key` to the
 *   session that asked for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (c) => c.notNull())
    .addColumn("public_key", "bytea", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("aaguid", "text")
    .addColumn("backed_up", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .addCheckConstraint("passkeys_counter_check", sql`counter >= 0`)
    .execute();
  await sql`create unique index passkeys_credential_id_key on passkeys (credential_id)`.execute(db);
  await sql`create index passkeys_user_id_idx on passkeys (user_id, id)`.execute(db);

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("session_key", "text")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addCheckConstraint(
      "webauthn_challenges_purpose_check",
      sql`purpose in ('register', 'sign_in', 'second_factor')`,
    )
    .execute();
  await sql`create index webauthn_challenges_expires_at_idx on webauthn_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").ifExists().execute();
  await db.schema.dropTable("passkeys").ifExists().execute();
}
