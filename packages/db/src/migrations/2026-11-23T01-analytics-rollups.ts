import { sql, type Kysely } from "kysely";

/**
 * Analytics rollups (docs/analytics.md). Analytics never scan raw `activity_events` on a request:
 * - `analytics_dirty_days`: the (user, UTC day) pairs whose rollup must be recomputed. A statement
 *   trigger on `activity_events` adds them in the transaction that writes (or deletes) the events, so
 *   an event is marked exactly when it commits, whatever order ids commit in.
 * - `user_activity_days`: per user and UTC day (the day a session starts on): events, sessions, their
 *   seconds, lessons completed, assessments, sign-ins. Recomputed from raw events by the catch-up job.
 * - `activity_days`: per UTC day, the same figures summed, plus the day's active users.
 * - `user_skill_baselines`: each user's first assessed score per skill (kept by a trigger on
 *   `assessment_results`), so skill growth is current score minus baseline without a scan.
 * - `analytics_rollup_state`: one row per job with when it last ran and how much it did.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table analytics_dirty_days (
    user_id integer not null,
    day date not null,
    primary key (user_id, day)
  )`.execute(db);

  await sql`create table user_activity_days (
    user_id integer not null references users (id) on delete cascade,
    day date not null,
    events integer not null default 0,
    sessions integer not null default 0,
    session_seconds bigint not null default 0,
    lessons_completed integer not null default 0,
    assessments_taken integer not null default 0,
    sign_ins integer not null default 0,
    primary key (user_id, day)
  )`.execute(db);
  await sql`create index user_activity_days_day_idx on user_activity_days (day, user_id)`.execute(db);

  await sql`create table activity_days (
    day date primary key,
    active_users integer not null default 0,
    events integer not null default 0,
    sessions integer not null default 0,
    session_seconds bigint not null default 0,
    lessons_completed integer not null default 0,
    assessments_taken integer not null default 0
  )`.execute(db);

  await sql`create table user_skill_baselines (
    user_id integer not null references users (id) on delete cascade,
    skill_id integer not null references skills (id) on delete cascade,
    baseline_score integer not null,
    assessed_at timestamptz not null,
    -- user_skills.current_score, copied by a trigger so growth needs no join (null until it exists).
    current_score integer,
    primary key (user_id, skill_id)
  )`.execute(db);

  await sql`create table analytics_rollup_state (
    name varchar(50) primary key,
    last_run_at timestamptz,
    last_processed integer not null default 0,
    total_processed bigint not null default 0
  )`.execute(db);
  await sql`insert into analytics_rollup_state (name) values ('activity_days')`.execute(db);

  await sql`create function analytics_mark_inserted_events() returns trigger language plpgsql as $$
    begin
      insert into analytics_dirty_days (user_id, day)
        select distinct user_id, (occurred_at at time zone 'UTC')::date from new_events
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create function analytics_mark_deleted_events() returns trigger language plpgsql as $$
    begin
      insert into analytics_dirty_days (user_id, day)
        select distinct user_id, (occurred_at at time zone 'UTC')::date from old_events
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger activity_events_mark_inserted after insert on activity_events
    referencing new table as new_events for each statement
    execute function analytics_mark_inserted_events()`.execute(db);
  await sql`create trigger activity_events_mark_deleted after delete on activity_events
    referencing old table as old_events for each statement
    execute function analytics_mark_deleted_events()`.execute(db);

  await sql`create function analytics_keep_skill_baselines() returns trigger language plpgsql as $$
    begin
      insert into user_skill_baselines (user_id, skill_id, baseline_score, assessed_at, current_score)
        select distinct on (a.user_id, r.skill_id) a.user_id, r.skill_id, r.score,
               coalesce(a.completed_at, a.created_at), s.current_score
        from new_results r join assessments a on a.id = r.assessment_id
        left join user_skills s on s.user_id = a.user_id and s.skill_id = r.skill_id
        order by a.user_id, r.skill_id, coalesce(a.completed_at, a.created_at), a.id
        on conflict (user_id, skill_id) do update
          set baseline_score = excluded.baseline_score, assessed_at = excluded.assessed_at
          where excluded.assessed_at < user_skill_baselines.assessed_at;
      return null;
    end $$`.execute(db);
  await sql`create function analytics_copy_current_score() returns trigger language plpgsql as $$
    begin
      update user_skill_baselines set current_score = new.current_score
        where user_id = new.user_id and skill_id = new.skill_id
          and current_score is distinct from new.current_score;
      return null;
    end $$`.execute(db);
  await sql`create trigger user_skills_copy_current_score after insert or update of current_score on user_skills
    for each row execute function analytics_copy_current_score()`.execute(db);
  await sql`create trigger assessment_results_keep_baselines after insert on assessment_results
    referencing new table as new_results for each statement
    execute function analytics_keep_skill_baselines()`.execute(db);

  // What was recorded before this migration: every user-day to compute, every baseline to keep.
  await sql`insert into analytics_dirty_days (user_id, day)
    select distinct user_id, (occurred_at at time zone 'UTC')::date from activity_events
    on conflict do nothing`.execute(db);
  await sql`insert into user_skill_baselines (user_id, skill_id, baseline_score, assessed_at, current_score)
    select distinct on (a.user_id, r.skill_id) a.user_id, r.skill_id, r.score,
           coalesce(a.completed_at, a.created_at), s.current_score
    from assessment_results r join assessments a on a.id = r.assessment_id
    left join user_skills s on s.user_id = a.user_id and s.skill_id = r.skill_id
    order by a.user_id, r.skill_id, coalesce(a.completed_at, a.created_at), a.id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists assessment_results_keep_baselines on assessment_results`.execute(db);
  await sql`drop trigger if exists user_skills_copy_current_score on user_skills`.execute(db);
  await sql`drop function if exists analytics_copy_current_score()`.execute(db);
  await sql`drop trigger if exists activity_events_mark_deleted on activity_events`.execute(db);
  await sql`drop trigger if exists activity_events_mark_inserted on activity_events`.execute(db);
  await sql`drop function if exists analytics_keep_skill_baselines()`.execute(db);
  await sql`drop function if exists analytics_mark_deleted_events()`.execute(db);
  await sql`drop function if exists analytics_mark_inserted_events()`.execute(db);
  for (const table of [
    "analytics_rollup_state",
    "user_skill_baselines",
    "activity_days",
    "user_activity_days",
    "analytics_dirty_days",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
