import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { completionByWeekStatement, endScoresStatement } from "./queries";

const t = useTestDb();

const PEOPLE = 12_000;
const PROGRAMS = 24;
let programId: number;

/**
 * 24 programs of 12 weekly steps, 12,000 people each enrolled in one (500 a program) with their first 0
 * to 7 steps done; every person has 3 completed assessments of 6 skills (36,000 assessments, 216,000
 * scores).
 */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  await sql`insert into programs (is_open) select false from generate_series(1, ${PROGRAMS})`.execute(t.db);
  await sql`insert into program_versions (program_id, version, name, length_weeks)
    select id, 1, 'Program ' || id, 12 from programs`.execute(t.db);
  await sql`update programs p set current_version_id = v.id from program_versions v where v.program_id = p.id`.execute(
    t.db,
  );
  await sql`insert into program_steps (version_id, position, week, kind, title, prompt)
    select v.id, w - 1, w, 'reflection', 'Week ' || w, 'What changed?'
    from program_versions v, generate_series(1, 12) w`.execute(t.db);
  await sql`insert into program_enrolments (program_id, version_id, user_id, start_date)
    select v.program_id, v.id, u.id, date '2026-09-07' + (u.id % 30)
    from users u join programs p on p.id = (select min(id) from programs) + u.id % ${PROGRAMS}
    join program_versions v on v.id = p.current_version_id`.execute(t.db);
  await sql`insert into program_step_completions (enrolment_id, step_id, completed_at)
    select e.id, s.id, (e.start_date + s.week * 7 - 3)::timestamp at time zone 'UTC'
    from program_enrolments e join program_steps s on s.version_id = e.version_id
    where s.week <= e.id % 8`.execute(t.db);
  await sql`insert into assessments (user_id, status, completed_at)
    select u.id, 'completed', timestamp '2026-08-01' + (n * 45 + u.id % 20) * interval '1 day'
    from users u, generate_series(0, 2) n`.execute(t.db);
  await sql`insert into assessment_results (assessment_id, skill_id, score, max_score, answers)
    select a.id, k.id, (a.id + k.id) % 21, 20, '[]'::jsonb
    from assessments a, (select id from skills order by id limit 6) k`.execute(t.db);
  await sql`analyze`.execute(t.db);
  const row = await t.db.selectFrom("programs").select("id").orderBy("id").executeTakeFirstOrThrow();
  programId = row.id;
}, 300_000);

describe("the program report's statements on 24 programs (12,000 enrolments)", () => {
  it("reads the program's enrolments by its key, and each one's steps and completions by theirs", async () => {
    const text = await explainPlan(t.db, completionByWeekStatement(t.db, programId, "2026-11-29").compile());
    expect(text).toMatch(/program_enrolments_program_user_key/);
    expect(text).toMatch(/program_step_completions_pkey/);
    expect(text).not.toMatch(/Seq Scan on (program_enrolments|program_step_completions|users)/);
  });

  it("reads the enrolled people's assessments by person and their scores by assessment", async () => {
    for (const end of ["pre", "post"] as const) {
      const text = await explainPlan(t.db, endScoresStatement(t.db, programId, end).compile());
      expect(text, end).toMatch(/program_enrolments_program_user_key/);
      expect(text, end).toMatch(/assessments_user_completed_idx/);
      expect(text, end).toMatch(/assessment_results_assessment_idx/);
      expect(text, end).not.toMatch(/Seq Scan on (program_enrolments|assessments|assessment_results|users)/);
    }
  });
});
