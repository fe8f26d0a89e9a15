import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Calendars that honour changes, and a digest that starts when the person opts in.
 *
 * - `calendar_events.sequence` and `updated_at`: each change of an activity adds one and stamps the
 *   time, so the .ics export and the feed can say SEQUENCE and LAST-MODIFIED (a subscribed calendar
 *   keeps the old time of an event whose SEQUENCE did not grow). Existing rows start at 0 and at
 *   their creation time.
 * - `instance_settings`: one row per database with a random `instance_id`, generated here once, so
 *   calendar UIDs of two installations never collide and stay the same across restarts.
 * - `users.digest_opted_in_at`: when the weekly digest was last turned on. The first digest goes out
 *   at the next regular send and covers only the time since. People already opted in get their
 *   account's creation time, which keeps their digests as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("calendar_events")
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "timestamptz")
    .execute();
  await sql`update calendar_events set updated_at = created_at`.execute(db);
  await sql`alter table calendar_events alter column updated_at set not null,
    alter column updated_at set default now()`.execute(db);

  await db.schema
    .createTable("instance_settings")
    // One row: the key can only be true.
    .addColumn("id", "boolean", (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn("instance_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into instance_settings (id, instance_id)
    values (true, replace(gen_random_uuid()::text, '-', ''))`.execute(db);

  await db.schema.alterTable("users").addColumn("digest_opted_in_at", "timestamptz").execute();
  await sql`update users set digest_opted_in_at = created_at
    where (notification_preferences ->> 'weekly_digest') = 'true'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("digest_opted_in_at").execute();
  await db.schema.dropTable("instance_settings").ifExists().execute();
  await db.schema.alterTable("calendar_events").dropColumn("updated_at").dropColumn("sequence").execute();
}
