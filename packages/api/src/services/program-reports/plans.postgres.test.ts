import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { MIN_REVIEWERS_FOR_REPORT } from "../../schemas/reviews-360";
import {
  explainPlan,
  insertCrowd,
  insertProgramCohorts,
  insertProgramMeasurements,
} from "../../testing-plans";
import {
  completionByWeekStatement,
  endScoresStatement,
  findReleasedProgramCampaigns,
  pulseEndScoresStatement,
  reviewerMeansStatement,
} from "./queries";

const t = useTestDb();

const PEOPLE = 12_000;
const PROGRAMS = 24;
let programId: number;

/**
 * 24 programs of 12 weekly steps, 12,000 people each enrolled in one (500 a program) with their first 0
 * to 7 steps done; every person has 3 completed assessments of 6 skills (36,000 assessments, 216,000
 * scores), 9 pulses on 3 skills (108,000), and a released 360 in each of their program's two campaigns
 * with 4 answers rating every skill (24,000 cycles, 96,000 answers).
 */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  const firstProgram = await insertProgramCohorts(t.db, {
    programs: PROGRAMS,
    firstStart: "2026-09-07",
    spreadDays: 30,
  });
  await sql`insert into assessments (user_id, status, completed_at)
    select u.id, 'completed', timestamp '2026-08-01' + (n * 45 + u.id % 20) * interval '1 day'
    from users u, generate_series(0, 2) n`.execute(t.db);
  await sql`insert into assessment_results (assessment_id, skill_id, score, max_score, answers)
    select a.id, k.id, (a.id + k.id) % 21, 20, '[]'::jsonb
    from assessments a, (select id from skills order by id limit 6) k`.execute(t.db);
  await insertProgramMeasurements(t.db, { firstStart: "2026-09-07", pulseSkills: 3 });
  await sql`analyze`.execute(t.db);
  programId = firstProgram;
}, 300_000);

const noSeqScan =
  /Seq Scan on (program_enrolments|skill_pulses|assessment_360_cycles|review_360_releases|peer_feedback_responses|peer_feedback_requests|users)/;

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

  it("reads the enrolled people's pulses by person and skill", async () => {
    for (const end of ["pre", "post"] as const) {
      const text = await explainPlan(t.db, pulseEndScoresStatement(t.db, programId, end).compile());
      expect(text, end).toMatch(/program_enrolments_program_user_key/);
      expect(text, end).toMatch(/skill_pulses_user_skill_idx/);
      expect(text, end).not.toMatch(noSeqScan);
    }
  });

  it("reads each enrolled person's campaign cycle and its release by their keys", async () => {
    const campaigns = await findReleasedProgramCampaigns(t.db, programId, new Date("2027-01-01T00:00:00Z"));
    expect(campaigns).toHaveLength(2);
    for (const campaign of campaigns) {
      const statement = reviewerMeansStatement(t.db, programId, campaign.id, MIN_REVIEWERS_FOR_REPORT);
      const text = await explainPlan(t.db, statement.compile());
      expect(text).toMatch(/assessment_360_cycles_campaign_user_idx/);
      expect(text).toMatch(/review_360_releases_cycle_id_sequence_key/);
      expect(text).not.toMatch(/peer_feedback_responses/);
      expect(text).not.toMatch(noSeqScan);
    }
  });
});
