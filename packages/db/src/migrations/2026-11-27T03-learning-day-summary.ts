import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The streak's learning actions at the time of writing; a test checks the trigger still matches them. */
const learningTypes = sql.raw(
  `('lesson_step', 'lesson_completed', 'quiz_answered', 'role_play_completed', 'assessment_taken',
    'goal_progress', 'goal_completed', 'activity_attended')`,
);

/**
 * One row per person and UTC day with a learning action: that day's first and last action. The streak
 * read it one day at a time from the events (one index probe a day: a long streak cost a tenth of a
 * millisecond of database time on every dashboard); now it reads a day per row, in one ordered scan that
 * stops at the first gap.
 *
 * Why first and last are enough for any time zone: a local day overlaps the end of one UTC day, perhaps
 * whole UTC days, and the start of the next. It holds an action exactly when the earlier UTC day's last
 * action falls in it, or a whole UTC day inside it has any action, or the later UTC day's first action
 * falls in it. So the local days with an action are exactly the local days of the rows' first and last
 * actions. (A local day strictly inside one UTC day would escape this: no zone has one, since it would
 * need a 23-hour day starting just after midnight UTC.)
 *
 * Triggers keep the rows in the transaction that writes or deletes the events, whatever path writes them.
 * A delete locks the affected rows before it recounts them from the events, so an action inserted at the
 * same moment is either counted by that recount or, waiting on the lock, added after it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table user_learning_days (
    user_id integer not null references users (id) on delete cascade,
    day date not null,
    first_at timestamptz not null,
    last_at timestamptz not null,
    -- Covering: the streak reads a day per row from the index alone.
    primary key (user_id, day) include (first_at, last_at)
  )`.execute(db);

  await sql`insert into user_learning_days (user_id, day, first_at, last_at)
    select user_id, (occurred_at at time zone 'UTC')::date, min(occurred_at), max(occurred_at)
    from activity_events where type in ${learningTypes}
    group by 1, 2`.execute(db);

  await sql`create function learning_days_add_events() returns trigger language plpgsql as $$
    begin
      insert into user_learning_days as d (user_id, day, first_at, last_at)
        select user_id, (occurred_at at time zone 'UTC')::date, min(occurred_at), max(occurred_at)
        from added_events where type in ${learningTypes}
        group by 1, 2
        order by 1, 2
        on conflict (user_id, day) do update
          set first_at = least(d.first_at, excluded.first_at), last_at = greatest(d.last_at, excluded.last_at);
      return null;
    end $$`.execute(db);

  // Each statement below sees what committed before it started (read committed), so the recount after
  // the lock includes any action whose insert held that lock first.
  await sql`create function learning_days_remove_events() returns trigger language plpgsql as $$
    begin
      perform 1 from user_learning_days d
        where (d.user_id, d.day) in (
          select user_id, (occurred_at at time zone 'UTC')::date from removed_events where type in ${learningTypes})
        order by d.user_id, d.day
        for update;
      update user_learning_days d set first_at = counted.first_at, last_at = counted.last_at
        from (
          select touched.user_id, touched.day, min(e.occurred_at) as first_at, max(e.occurred_at) as last_at
          from (
            select distinct user_id, (occurred_at at time zone 'UTC')::date as day
            from removed_events where type in ${learningTypes}
          ) touched
          join activity_events e on e.user_id = touched.user_id
            and e.occurred_at >= touched.day::timestamp at time zone 'UTC'
            and e.occurred_at < (touched.day + 1)::timestamp at time zone 'UTC'
            and e.type in ${learningTypes}
          group by touched.user_id, touched.day
        ) counted
        where d.user_id = counted.user_id and d.day = counted.day;
      delete from user_learning_days d
        where (d.user_id, d.day) in (
          select user_id, (occurred_at at time zone 'UTC')::date from removed_events where type in ${learningTypes})
        and not exists (
          select 1 from activity_events e
          where e.user_id = d.user_id
            and e.occurred_at >= d.day::timestamp at time zone 'UTC'
            and e.occurred_at < (d.day + 1)::timestamp at time zone 'UTC'
            and e.type in ${learningTypes});
      return null;
    end $$`.execute(db);

  await sql`create trigger activity_events_add_learning_days after insert on activity_events
    referencing new table as added_events for each statement
    execute function learning_days_add_events()`.execute(db);
  await sql`create trigger activity_events_remove_learning_days after delete on activity_events
    referencing old table as removed_events for each statement
    execute function learning_days_remove_events()`.execute(db);

  // Only the streak read it; a delete's recount reads one day of the person's events off their own index.
  await sql`drop index if exists activity_events_learning_day_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists activity_events_remove_learning_days on activity_events`.execute(db);
  await sql`drop trigger if exists activity_events_add_learning_days on activity_events`.execute(db);
  await sql`drop function if exists learning_days_remove_events()`.execute(db);
  await sql`drop function if exists learning_days_add_events()`.execute(db);
  await sql`drop table if exists user_learning_days`.execute(db);
  await sql`create index if not exists activity_events_learning_day_idx
    on activity_events (user_id, occurred_at)
    where type in ${learningTypes}`.execute(db);
}
