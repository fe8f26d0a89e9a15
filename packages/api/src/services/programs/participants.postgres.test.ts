import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd, insertProgramCohorts } from "../../testing-plans";
import { engagementClock } from "./engagement";
import { participantsStatement, participantSummaryStatement } from "./queries";

const t = useTestDb();

const PEOPLE = 30_000;
const PROGRAMS = 50;
let bigProgram: number;
let smallProgram: number;

/**
 * 50 programs of 12 weekly steps, 30,000 people each enrolled in one (600 a program), with their first
 * 0 to 7 steps done (about 100,000 completions) and a tenth of them nudged in each of the last 12 weeks.
 */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  const firstProgram = await insertProgramCohorts(t.db, {
    programs: PROGRAMS,
    firstStart: "2026-10-05",
    spreadDays: 60,
  });
  // A tenth of the people nudged in each of the last 12 weeks.
  await sql`insert into program_nudges (enrolment_id, week_start)
    select id, date '2026-12-28' - 7 * w from program_enrolments, generate_series(0, 11) w
    where id % 10 = w % 10`.execute(t.db);
  // And a small program of 20 of them.
  const small = await sql<{ id: number }>`insert into programs (is_open) values (false) returning id`.execute(
    t.db,
  );
  smallProgram = small.rows[0]!.id;
  await sql`insert into program_versions (program_id, version, name, length_weeks)
    values (${smallProgram}, 1, 'Small program', 12)`.execute(t.db);
  await sql`update programs p set current_version_id = v.id from program_versions v
    where v.program_id = p.id and p.id = ${smallProgram}`.execute(t.db);
  await sql`insert into program_steps (version_id, position, week, kind, title, prompt)
    select v.id, w - 1, w, 'reflection', 'Week ' || w, 'What changed?'
    from program_versions v, generate_series(1, 12) w where v.program_id = ${smallProgram}`.execute(t.db);
  await sql`insert into program_enrolments (program_id, version_id, user_id, start_date)
    select ${smallProgram}, v.id, u.id, date '2026-11-02'
    from program_versions v, (select id from users order by id limit 20) u
    where v.program_id = ${smallProgram}`.execute(t.db);
  await sql`analyze`.execute(t.db);
  bigProgram = firstProgram;
}, 300_000);

const clock = engagementClock(new Date("2026-12-30T10:00:00Z"));
const plan = (programId: number, stalledOnly: boolean, cursor?: { id: number; name: string }) =>
  explainPlan(t.db, participantsStatement(t.db, programId, clock, { stalledOnly }, cursor, 51).compile());

describe("the participants of a program among 51 (30,020 enrolments)", () => {
  it("reads the program's enrolments by its key and each one's steps, completions and nudge by theirs", async () => {
    const enrolments = await t.db
      .selectFrom("programEnrolments")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(enrolments.n)).toBe(PEOPLE + 20);
    for (const [programId, size] of [
      [bigProgram, "600 people"],
      [smallProgram, "20 people"],
    ] as const) {
      for (const stalledOnly of [false, true]) {
        for (const cursor of [undefined, { id: 15_000, name: "crowd 15000" }]) {
          const text = await plan(programId, stalledOnly, cursor);
          const where = `${size}, stalledOnly ${stalledOnly}, ${cursor ? "after a cursor" : "first page"}`;
          // The program's enrolments through an index on program_id: a small program by its key (then a
          // sort of its few rows), a big one by reading people in name order (no sort) with one probe of
          // (user_id, program_id) each, stopping at the page's end.
          expect(text, where).toMatch(
            /(Scan using|Index Scan on) program_enrolments_(program_user_key|user_idx)[^\n]*\n\s+Index Cond: \([^\n]*program_id = /,
          );
          expect(text, where).toMatch(/program_step_completions_pkey/);
          expect(text, where).toMatch(/program_nudges_pkey/);
          expect(text, where).not.toMatch(
            /Seq Scan on (program_enrolments|program_step_completions|program_nudges|program_steps|users)/,
          );
        }
      }
    }
  });

  it("counts a program's participants for its report by the same keys", async () => {
    const since = { week: new Date("2026-12-23T10:00:00Z"), month: new Date("2026-12-02T10:00:00Z") };
    for (const programId of [bigProgram, smallProgram]) {
      const text = await explainPlan(
        t.db,
        participantSummaryStatement(t.db, programId, clock, since).compile(),
      );
      expect(text).toMatch(/program_enrolments_(program_user_key|user_idx)/);
      expect(text).toMatch(/program_step_completions_pkey/);
      expect(text).not.toMatch(/Seq Scan on (program_enrolments|program_step_completions|program_nudges)/);
      // Every participant's account is read: a small program probes each by its key; for a big one the
      // planner may hash the accounts table instead, which costs less than that many probes.
      if (programId === smallProgram) expect(text).not.toMatch(/Seq Scan on users/);
    }
  });
});
