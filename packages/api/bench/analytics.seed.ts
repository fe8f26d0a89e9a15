import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

/**
 * Bench data for analytics: `users` users signed up over the last year (departments, backgrounds,
 * experience spread), `events` events in sessions of 5 (gaps of up to 8 minutes) spread over the year
 * before `now`, lesson progress for every user, and an assessment with every skill's score (and a later
 * current score) for half of them. Plain SQL: seeding a million rows through the services would take
 * hours.
 */
export async function seedAnalyticsBench(
  db: DB,
  options: { users: number; events: number; now: Date; days?: number },
): Promise<{ firstUserId: number }> {
  const days = options.days ?? 365;
  const now = options.now.toISOString();
  const { rows } = await sql<{ id: number }>`
    insert into users (email, password, name, department, technical_background, years_experience, created_at)
    select 'bench-' || g || '-' || md5(random()::text) || '@example.test', 'x', 'Bench User ' || g,
      (array['Engineering','Sales','Marketing','Finance','Operations','HR','Legal','Support'])[1 + g % 8],
      (array['engineering','product','design','data','management', null])[1 + g % 6],
      g % 25,
      ${now}::timestamptz - (random() * ${days} * interval '1 day')
    from generate_series(1, ${options.users}::int) g
    returning id`.execute(db);
  const firstUserId = Math.min(...rows.map((r) => r.id));
  const sessions = Math.ceil(options.events / 5);
  const chunk = 50_000;
  for (let from = 0; from < sessions; from += chunk) {
    const to = Math.min(sessions, from + chunk);
    await sql`
      insert into activity_events (user_id, type, subject, occurred_at)
      select s.user_id, case when random() < 0.1 then 'lesson_completed' else 'lesson_step' end, 'bench',
        s.start + (k * (random() * 8) * interval '1 minute')
      from (
        select ${firstUserId}::int + (g % ${options.users}) as user_id,
          ${now}::timestamptz - (random() * ${days} * interval '1 day') as start
        from generate_series(${from + 1}::int, ${to}::int) g
      ) s cross join generate_series(0, 4) k`.execute(db);
  }
  await sql`
    insert into user_lessons (user_id, lesson_id, status)
    select u.id, l.id, case when random() < 0.4 then 'completed' else 'in_progress' end
    from users u cross join (select id from lessons order by id limit 2) l
    where u.id >= ${firstUserId}
    on conflict do nothing`.execute(db);
  await sql`
    insert into assessments (user_id, status, completed_at)
    select id, 'completed', created_at from users where id >= ${firstUserId} and id % 2 = 0`.execute(db);
  await sql`
    insert into assessment_results (assessment_id, skill_id, score, max_score, answers)
    select a.id, s.id, (20 + random() * 60)::int, 100, '[]'::jsonb
    from assessments a cross join skills s
    where a.user_id >= ${firstUserId}`.execute(db);
  await sql`
    insert into user_skills (user_id, skill_id, current_score, last_activity_at)
    select b.user_id, b.skill_id, least(100, b.baseline_score + (random() * 30)::int - 5), ${now}::timestamptz
    from user_skill_baselines b where b.user_id >= ${firstUserId}
    on conflict (user_id, skill_id) do nothing`.execute(db);
  await sql`analyze`.execute(db);
  return { firstUserId };
}

/** One day of events (events / days of the seed), in sessions of 5, on `day`. */
export async function insertBenchDay(
  db: DB,
  options: { firstUserId: number; users: number; events: number; day: string },
): Promise<void> {
  await sql`
    insert into activity_events (user_id, type, subject, occurred_at)
    select s.user_id, 'lesson_step', 'bench', s.start + (k * (random() * 8) * interval '1 minute')
    from (
      select ${options.firstUserId}::int + (floor(random() * ${options.users}))::int as user_id,
        ${options.day}::date::timestamp at time zone 'UTC' + random() * interval '1 day' as start
      from generate_series(1, ${Math.ceil(options.events / 5)}::int) g
    ) s cross join generate_series(0, 4) k`.execute(db);
}
