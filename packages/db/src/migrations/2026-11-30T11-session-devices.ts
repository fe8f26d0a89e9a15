import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Sessions a person can see and end, and the devices they have signed in from.
 *
 * - `sessions.public_id`: addresses a session in the person's list without exposing its `sid`.
 * - `sessions.user_agent`, `sessions.ip`: the browser and client address of the sign-in that made the row.
 * - `sessions.last_seen_at`: when the session last made a request, moved at most once a minute.
 * - `known_devices`: one row per person and device key (browser family + OS + device type) they have
 *   signed in from; a sign-in from a key not there yet sends the 'new sign-in' e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("public_id", "uuid", (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_agent", "text")
    .addColumn("ip", "text")
    .addColumn("last_seen_at", "timestamptz")
    .execute();
  await sql`create unique index sessions_public_id_key on sessions (public_id)`.execute(db);
  await db.schema
    .createTable("known_devices")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("device_key", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("known_devices_pkey", ["user_id", "device_key"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("known_devices").ifExists().execute();
  await db.schema.dropIndex("sessions_public_id_key").ifExists().execute();
  await db.schema
    .alterTable("sessions")
    .dropColumn("last_seen_at")
    .dropColumn("ip")
    .dropColumn("user_agent")
    .dropColumn("public_id")
    .execute();
}
