/**
 * Programs at an organisation's scale, through their services, on PGlite or, with DATABASE_URL,
 * PostgreSQL: 100,000 people (`seedPeople`) with 5,000 already on a 12-week program. Targets
 * (docs/performance.md): enrolling a 5,000-person cohort, calendar rows included, under 10 s; 'My
 * program' under 20 ms; a page of the participants (stalled rules applied) under 200 ms; the program
 * report under 300 ms and its PDF under 2 s, both for the same 5,000 on a second, finished program
 * measured at both ends on all three measures: the skills assessment (16 skills), skill pulses (4
 * skills, 3 each) and two released 360 campaigns (4 reviewers rating every skill).
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { defaultApiConfig } from "../src/config";
import type { CreateProgramInput } from "../src/schemas/programs";
import type { SessionUser } from "../src/services/deps";
import { seedPeople } from "../src/services/people/people.fixtures";
import { myPrograms } from "../src/services/programs/participant";
import { listParticipants } from "../src/services/programs/engagement";
import { createProgram, enrolPeople } from "../src/services/programs/programs";
import { exportProgramReportPdf } from "../src/services/program-reports/export";
import { getProgramReport } from "../src/services/program-reports/report";
import { insertProgramMeasurements } from "../src/testing-plans";

const PEOPLE = 100_000;
const COHORT = 5_000;

let t: TestDb;
let cohort: number[] = [];
let programId = 0;
let measuredProgramId = 0;
let admin = { id: 0, role: "admin" } as unknown as SessionUser;
const deps = () => ({ db: t.db, config: defaultApiConfig, now: () => new Date() });

const none = { lessonId: null, skillId: null, prompt: null };
const draft = (name: string): CreateProgramInput => ({
  name,
  description: "",
  lengthWeeks: 12,
  isOpen: false,
  steps: [1, 4, 8].flatMap((week) => [
    { ...none, week, kind: "practice" as const, title: `Practice of week ${week}` },
    { ...none, week, kind: "reflection" as const, title: `Reflect on week ${week}`, prompt: "What changed?" },
  ]),
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function enrolCohort(name: string, startDate = daysAgo(20)): Promise<number> {
  const program = await createProgram(deps(), admin, draft(name));
  await enrolPeople(deps(), admin, { programId: program.id, userIds: cohort, groupIds: [], startDate });
  return program.id;
}

/**
 * The cohort on a program that began 90 days ago (it has ended), with every measure at both ends: each
 * person's skills assessment on its first day and in its last week, pulses and two released 360
 * campaigns (`insertProgramMeasurements`).
 */
async function measuredCohort(): Promise<number> {
  const startDate = daysAgo(90);
  const id = await enrolCohort("Measured cohort", startDate);
  await sql`insert into assessments (user_id, status, completed_at)
    select e.user_id, 'completed', (e.start_date + d)::timestamp at time zone 'UTC' + interval '10 hours'
    from program_enrolments e, (values (0), (80)) days(d) where e.program_id = ${id}`.execute(t.db);
  await sql`insert into assessment_results (assessment_id, skill_id, score, max_score, answers)
    select a.id, k.id, (a.id * 3 + k.id) % 21, 20, '[]'::jsonb
    from assessments a join program_enrolments e on e.user_id = a.user_id and e.program_id = ${id}, skills k`.execute(
    t.db,
  );
  await insertProgramMeasurements(t.db, { firstStart: startDate, pulseSkills: 4, programIds: [id] });
  await sql`analyze`.execute(t.db);
  return id;
}

beforeAll(async () => {
  t = await createTestDb();
  const started = performance.now();
  await seedPeople(t.db, PEOPLE);
  const seeded = await sql<{ id: number }>`select min(id) as id from users where role = 'admin'`.execute(
    t.db,
  );
  admin = { id: seeded.rows[0]?.id ?? 0, role: "admin" } as unknown as SessionUser;
  const rows = await sql<{
    id: number;
  }>`select id from users where is_active order by id limit ${COHORT}`.execute(t.db);
  cohort = rows.rows.map((r) => r.id);
  programId = await enrolCohort("Seeded cohort");
  measuredProgramId = await measuredCohort();
  console.log(
    `seeded ${PEOPLE} people and a cohort of ${COHORT} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}, 900_000);
afterAll(() => t.drop());

describe(`programs, ${PEOPLE} people`, () => {
  let round = 0;
  bench(
    `enrol a cohort of ${COHORT} (with 3 practice activities each)`,
    async () => {
      await enrolCohort(`Cohort ${++round}`);
    },
    { iterations: 3, warmupIterations: 0 },
  );
  bench("'My program' of a participant", async () => {
    await myPrograms(deps(), { id: cohort[2_500] } as unknown as SessionUser);
  });
  bench("participants, first page", async () => {
    await listParticipants(deps(), admin, { programId, stalledOnly: false, limit: 50 });
  });
  bench(`the program report of ${COHORT} people (assessment, pulses and 360s)`, async () => {
    await getProgramReport(deps(), admin, { programId: measuredProgramId });
  });
  bench(`the program report's PDF, ${COHORT} people`, async () => {
    await exportProgramReportPdf(deps(), admin, { programId: measuredProgramId });
  });
  bench("participants, stalled only", async () => {
    await listParticipants(deps(), admin, { programId, stalledOnly: true, limit: 50 });
  });
});
