import type { CompiledQuery } from "kysely";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { CohortFilter } from "../../schemas/analytics";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd, insertGroupCohorts, insertProgramCohorts } from "../../testing-plans";
import {
  activeDaysStatement,
  bucketsStatement,
  cohortSizeStatement,
  cohortSumsStatement,
  periodTotalsStatement,
  retentionByMonthStatement,
  skillGrowthStatement,
  skillGrowthTotalsStatement,
  topSkillPerformersStatement,
} from "./queries";

const t = useTestDb();

const PEOPLE = 12_000;
const PROGRAMS = 24;
/** The last 30 days: the crowd signed up today, as `insertCrowd` makes it. */
const TO = new Date().toISOString().slice(0, 10);
const FROM = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
const MONTHS_AGO = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
let cohorts: CohortFilter[];

/**
 * 12,000 people in 24 programs and in 24 groups (500 each); each active on a third of the last 60 days
 * (240,000 rollup rows), with 3 lessons (36,000) and 6 assessed skills (72,000 baselines).
 */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  const programId = await insertProgramCohorts(t.db, {
    programs: PROGRAMS,
    firstStart: "2026-09-07",
    spreadDays: 30,
  });
  const groupId = await insertGroupCohorts(t.db, PROGRAMS);
  await sql`insert into user_activity_days (user_id, day, events, sessions, session_seconds, lessons_completed)
    select u.id, d::date, 3, 1, 600, (u.id + extract(day from d)::int) % 2
    from users u, generate_series(current_date - 59, current_date, interval '1 day') d
    where (u.id + extract(day from d)::int) % 3 = 0`.execute(t.db);
  await sql`insert into user_lessons (user_id, lesson_id, status)
    select u.id, l.id, case when (u.id + l.id) % 3 = 0 then 'completed' else 'in_progress' end
    from users u, (select id from lessons order by id limit 3) l`.execute(t.db);
  await sql`insert into user_skill_baselines (user_id, skill_id, baseline_score, assessed_at, current_score)
    select u.id, k.id, 40, timestamp '2026-09-01', 40 + (u.id + k.id) % 21
    from users u, (select id from skills order by id limit 6) k`.execute(t.db);
  await sql`analyze`.execute(t.db);
  cohorts = [
    { kind: "program", id: programId },
    { kind: "group", id: groupId },
  ];
}, 300_000);

/** Each tab's statements for a cohort: what the Overview, Engagement, Skills, Cohorts and Retention read. */
function statements(cohort: CohortFilter): Record<string, CompiledQuery> {
  return {
    "cohort size": cohortSizeStatement(t.db, cohort).compile(),
    "engagement totals": periodTotalsStatement(FROM, TO, cohort).compile(t.db),
    "engagement days": activeDaysStatement(t.db, FROM, TO, cohort).compile(),
    "platform, daily": bucketsStatement(FROM, TO, "day", cohort).compile(t.db),
    "platform, monthly": bucketsStatement(MONTHS_AGO, TO, "month", cohort).compile(t.db),
    "skill growth": skillGrowthStatement(cohort).compile(t.db),
    "skill totals": skillGrowthTotalsStatement(cohort).compile(t.db),
    "top performers": topSkillPerformersStatement(5, cohort).compile(t.db),
    cohorts: cohortSumsStatement(FROM, TO, cohort).compile(t.db),
    retention: retentionByMonthStatement(FROM, TO, cohort).compile(t.db),
  };
}

/** The per-person tables: reading one of them whole grows with everyone, not the cohort. */
const PER_PERSON =
  /Seq Scan on (users|user_activity_days|user_lessons|user_skill_baselines|program_enrolments|group_members)\b/;

/** Rows a plan read from a table: each scan node's actual rows times its loops. */
function rowsRead(plan: string, table: string): number {
  let total = 0;
  for (const line of plan.split("\n")) {
    if (!new RegExp(`Scan.* on ${table}\\b`).test(line)) continue;
    const m = /actual rows=([\d.]+) loops=(\d+)/.exec(line);
    if (m) total += Number(m[1]) * Number(m[2]);
  }
  return total;
}

describe("the analytics for one cohort on 12,000 people (24 programs and 24 groups of 500)", () => {
  it("finds the cohort's people by its key and each one's rows by theirs, never reading a per-person table whole", async () => {
    for (const cohort of cohorts) {
      const key = cohort.kind === "program" ? /program_enrolments_program_user_key/ : /group_members_pkey/;
      for (const [name, statement] of Object.entries(statements(cohort))) {
        const plan = await explainPlan(t.db, statement);
        const where = `${cohort.kind}: ${name}`;
        expect(plan, where).toMatch(key);
        expect(plan, where).not.toMatch(PER_PERSON);
      }
    }
  });

  it("reads no more rollup, lesson or skill rows than the cohort's own", async () => {
    for (const cohort of cohorts) {
      const people =
        cohort.kind === "program"
          ? sql`select user_id from program_enrolments where program_id = ${cohort.id}`
          : sql`select user_id from group_members where group_id = ${cohort.id}`;
      const { rows } = await sql<{ days: string; lessons: string; skills: string; users: string }>`
        select
          (select count(*) from user_activity_days where user_id in (${people})) as days,
          (select count(*) from user_lessons where user_id in (${people})) as lessons,
          (select count(*) from user_skill_baselines where user_id in (${people})) as skills,
          (select count(*) from (${people}) p) as users`.execute(t.db);
      const own = rows[0];
      expect(Number(own?.users)).toBe(PEOPLE / PROGRAMS);
      for (const [name, statement] of Object.entries(statements(cohort))) {
        const plan = await explainPlan(t.db, statement, "analyze, costs off, timing off, summary off");
        const where = `${cohort.kind}: ${name}`;
        // Each statement reads a person's row once per subquery that names them (at most three).
        expect(rowsRead(plan, "users"), where).toBeLessThanOrEqual(3 * Number(own?.users));
        expect(rowsRead(plan, "user_activity_days"), where).toBeLessThanOrEqual(2 * Number(own?.days));
        expect(rowsRead(plan, "user_lessons"), where).toBeLessThanOrEqual(Number(own?.lessons));
        expect(rowsRead(plan, "user_skill_baselines"), where).toBeLessThanOrEqual(Number(own?.skills));
      }
    }
  });
});
