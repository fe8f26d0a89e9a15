import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { PROGRAM_REPORT_POST_WEEKS, PROGRAM_REPORT_PRE_DAYS } from "../../schemas/program-reports";

/**
 * For each program week someone has begun (its first day on or before `today`, counted from each
 * person's start date on their version): how many began it and how many did every step of it. Weeks
 * without a step on a person's version do not count for them. The program's enrolments come by its key;
 * each one's steps and completions by theirs (a lateral join, so other programs' rows are never read).
 */
export function completionByWeekStatement(db: DB, programId: number, today: string) {
  const weeks = db
    .selectFrom("programEnrolments as e")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("programSteps as s")
          .leftJoin("programStepCompletions as c", (join) =>
            join.onRef("c.stepId", "=", "s.id").onRef("c.enrolmentId", "=", "e.id"),
          )
          .whereRef("s.versionId", "=", "e.versionId")
          .where(sql<boolean>`e.start_date + (s.week - 1) * 7 <= cast(${today} as date)`)
          .groupBy("s.week")
          .select(["s.week", sql<boolean>`bool_and(c.step_id is not null)`.as("allDone")])
          .as("w"),
      (join) => join.onTrue(),
    )
    .where("e.programId", "=", programId)
    .select(["w.week", "w.allDone"]);
  return db
    .selectFrom(weeks.as("w"))
    .groupBy("w.week")
    .orderBy("w.week")
    .select([
      "w.week",
      sql<string>`count(*)`.as("begun"),
      sql<string>`count(*) filter (where w.all_done)`.as("done"),
    ]);
}

export function findCompletionByWeek(db: DB, programId: number, today: string) {
  return completionByWeekStatement(db, programId, today).execute();
}

/**
 * Each enrolled person's skill scores from one end's assessment, one row per person: the latest
 * completed assessment before the end of week 1 (`pre`), or the latest from the start of the last 2
 * weeks of their version on (`post`; never before the end of week 1, so a short program's two ends never
 * share an assessment), a skill without a maximum left out. Each person's assessment is found by
 * assessments_user_completed_idx, its scores by assessment_results_assessment_idx.
 */
export function endScoresStatement(db: DB, programId: number, end: "pre" | "post") {
  const preEnd = sql<Date>`cast(e.start_date + ${sql.lit(PROGRAM_REPORT_PRE_DAYS)} as timestamp) at time zone 'UTC'`;
  const postStart = sql<Date>`cast(e.start_date + greatest(${sql.lit(PROGRAM_REPORT_PRE_DAYS)}, (v.length_weeks - ${sql.lit(PROGRAM_REPORT_POST_WEEKS)}) * 7) as timestamp) at time zone 'UTC'`;
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("programVersions as v", "v.id", "e.versionId")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("assessments as a")
          .select("a.id")
          .whereRef("a.userId", "=", "e.userId")
          .where("a.status", "=", "completed")
          .where("a.completedAt", "is not", null)
          .where((w) =>
            end === "pre" ? w("a.completedAt", "<", preEnd) : w("a.completedAt", ">=", postStart),
          )
          .orderBy("a.completedAt", "desc")
          .orderBy("a.id", "desc")
          .limit(1)
          .as("a"),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("assessmentResults as r")
          .whereRef("r.assessmentId", "=", "a.id")
          .where("r.maxScore", ">", 0)
          .select([
            sql<number[]>`array_agg(r.skill_id)`.as("skillIds"),
            sql<number[]>`array_agg(r.score)`.as("scores"),
            sql<number[]>`array_agg(r.max_score)`.as("maxScores"),
          ])
          .as("r"),
      (join) => join.onTrue(),
    )
    .where("e.programId", "=", programId)
    .where("r.skillIds", "is not", null)
    .select(["e.userId", "r.skillIds", "r.scores", "r.maxScores"]);
}

export function findEndScores(db: DB, programId: number, end: "pre" | "post") {
  return endScoresStatement(db, programId, end).execute();
}

/** Every skill with its category's name and order: what a score's row is shown with. */
export function findSkillsWithCategories(db: DB) {
  return db
    .selectFrom("skills as k")
    .innerJoin("skillCategories as g", "g.id", "k.categoryId")
    .select([
      "k.id as skillId",
      "k.key as skillKey",
      "k.name as skillName",
      "k.sortOrder as skillOrder",
      "g.id as categoryId",
      "g.name as categoryName",
      "g.sortOrder as categoryOrder",
    ])
    .execute();
}

/**
 * Each enrolled person's skill pulses at one end of their program, one row per person: per skill, the
 * first pulse in the first half of the program (from the start date, for half its days rounded down;
 * `pre`), or the last one from the midpoint to the program's last day (`post`). Only the skills the
 * version's pulse steps name count (any skill for a step that names none). Each person's pulses are
 * read by skill_pulses_user_skill_idx; other people's are never read. Skills' names come apart
 * (`findSkillsWithCategories`), so nothing is joined before each person's pulses are read.
 */
export function pulseEndScoresStatement(db: DB, programId: number, end: "pre" | "post") {
  const at = (days: ReturnType<typeof sql>) =>
    sql<Date>`cast(e.start_date + ${days} as timestamp) at time zone 'UTC'`;
  const half = sql`(v.length_weeks * 7) / 2`;
  const [from, to] = end === "pre" ? [at(sql`0`), at(half)] : [at(half), at(sql`v.length_weeks * 7`)];
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("programVersions as v", "v.id", "e.versionId")
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("programSteps as s")
          .whereRef("s.versionId", "=", "e.versionId")
          .where("s.kind", "=", "skill_pulse")
          .select([
            sql<boolean>`bool_or(s.skill_id is null)`.as("anySkill"),
            sql<number[]>`array_agg(s.skill_id)`.as("skillIds"),
          ])
          .as("named"),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom("skillPulses as p")
              .select(["p.skillId", "p.score"])
              .distinctOn("p.skillId")
              .whereRef("p.userId", "=", "e.userId")
              .where("p.createdAt", ">=", from)
              .where("p.createdAt", "<", to)
              .where(sql<boolean>`(named.any_skill or p.skill_id = any(named.skill_ids))`)
              .orderBy("p.skillId")
              .orderBy("p.createdAt", end === "pre" ? "asc" : "desc")
              .orderBy("p.id", end === "pre" ? "asc" : "desc")
              .as("p"),
          )
          .select([
            sql<number[]>`array_agg(p.skill_id)`.as("skillIds"),
            sql<number[]>`array_agg(p.score)`.as("values"),
          ])
          .as("p"),
      (join) => join.onTrue(),
    )
    .where("e.programId", "=", programId)
    .where("p.skillIds", "is not", null)
    .select(["e.userId", "p.skillIds", "p.values"]);
}

export function findPulseEndScores(db: DB, programId: number, end: "pre" | "post") {
  return pulseEndScoresStatement(db, programId, end).execute();
}

/**
 * The program's 360 campaigns that have released (their release time has passed, or they were closed),
 * by release date. Campaigns are an admin's few rows: read whole.
 */
export function findReleasedProgramCampaigns(db: DB, programId: number, now: Date) {
  return db
    .selectFrom("reviewCampaigns")
    .select(["id", "releaseAt"])
    .where("programId", "=", programId)
    .where((w) => w.or([w("closedAt", "is not", null), w("releaseAt", "<=", now)]))
    .orderBy("releaseAt")
    .orderBy("id")
    .execute();
}

/**
 * Each enrolled person's reviewers' mean ratings in one 360 campaign, one row per person: the means
 * (per answer key) of their cycle's latest release, only for a cycle released to them (completed, with a
 * release of at least `minAnswers` answers). Each person's cycle is found by
 * assessment_360_cycles_campaign_user_idx, its release by (cycle, sequence).
 */
export function reviewerMeansStatement(db: DB, programId: number, campaignId: number, minAnswers: number) {
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("assessment360Cycles as c", (join) =>
      join.onRef("c.userId", "=", "e.userId").on("c.campaignId", "=", campaignId),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("review360Releases as rel")
          .select(["rel.responseIds", "rel.ratingMeans"])
          .whereRef("rel.cycleId", "=", "c.id")
          .orderBy("rel.sequence", "desc")
          .limit(1)
          .as("rel"),
      (join) => join.onTrue(),
    )
    .where("e.programId", "=", programId)
    .where("c.status", "=", "completed")
    .where(sql<boolean>`jsonb_array_length(rel.response_ids) >= ${minAnswers}`)
    .select(["e.userId", "rel.ratingMeans"]);
}

export function findReviewerMeans(db: DB, programId: number, campaignId: number, minAnswers: number) {
  return reviewerMeansStatement(db, programId, campaignId, minAnswers).execute();
}
