import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { PROGRAM_REPORT_POST_WEEKS, PROGRAM_REPORT_PRE_DAYS } from "../../schemas/program-reports";

/**
 * For each program week someone has begun (its first day on or before `today`, counted from each
 * person's start date on their version): how many began it and how many did every step of it. Weeks
 * without a step on a person's version do not count for them.
 */
export function completionByWeekStatement(db: DB, programId: number, today: string) {
  const perPersonWeek = db
    .selectFrom("programEnrolments as e")
    .innerJoin("programSteps as s", "s.versionId", "e.versionId")
    .leftJoin("programStepCompletions as c", (join) =>
      join.onRef("c.enrolmentId", "=", "e.id").onRef("c.stepId", "=", "s.id"),
    )
    .where("e.programId", "=", programId)
    .where(sql<boolean>`e.start_date + (s.week - 1) * 7 <= cast(${today} as date)`)
    .groupBy(["e.id", "s.week"])
    .select(["s.week", sql<boolean>`bool_and(c.step_id is not null)`.as("allDone")]);
  return db
    .selectFrom(perPersonWeek.as("w"))
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
 * Every skill score of the enrolled people's completed assessments inside the two windows: before the
 * end of week 1 (`pre`) and from the start of the last 2 weeks of their version on (`post`; never
 * before the end of week 1, so a short program's ends never share an assessment). Read by person
 * (assessments_user_completed_idx) and by assessment (assessment_results_assessment_idx).
 */
export function growthScoresStatement(db: DB, programId: number) {
  const preEnd = sql<Date>`cast(e.start_date + ${sql.lit(PROGRAM_REPORT_PRE_DAYS)} as timestamp) at time zone 'UTC'`;
  const postStart = sql<Date>`cast(e.start_date + greatest(${sql.lit(PROGRAM_REPORT_PRE_DAYS)}, (v.length_weeks - ${sql.lit(PROGRAM_REPORT_POST_WEEKS)}) * 7) as timestamp) at time zone 'UTC'`;
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("programVersions as v", "v.id", "e.versionId")
    .innerJoin("assessments as a", "a.userId", "e.userId")
    .innerJoin("assessmentResults as r", "r.assessmentId", "a.id")
    .innerJoin("skills as k", "k.id", "r.skillId")
    .innerJoin("skillCategories as g", "g.id", "k.categoryId")
    .where("e.programId", "=", programId)
    .where("a.status", "=", "completed")
    .where("a.completedAt", "is not", null)
    .where((eb) => eb.or([eb("a.completedAt", "<", preEnd), eb("a.completedAt", ">=", postStart)]))
    .select([
      "e.userId",
      "a.id as assessmentId",
      "a.completedAt",
      sql<boolean>`a.completed_at < ${preEnd}`.as("isPre"),
      "r.skillId",
      "r.score",
      "r.maxScore",
      "k.name as skillName",
      "k.sortOrder as skillOrder",
      "g.id as categoryId",
      "g.name as categoryName",
      "g.sortOrder as categoryOrder",
    ]);
}

export function findGrowthScores(db: DB, programId: number) {
  return growthScoresStatement(db, programId).execute();
}
