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
 * Each enrolled person's skill scores from one end's assessment: the latest completed one before the end
 * of week 1 (`pre`), or the latest from the start of the last 2 weeks of their version on (`post`; never
 * before the end of week 1, so a short program's two ends never share an assessment). Each person's
 * assessment is found by assessments_user_completed_idx, its scores by assessment_results_assessment_idx.
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
    .innerJoin("assessmentResults as r", "r.assessmentId", "a.id")
    .innerJoin("skills as k", "k.id", "r.skillId")
    .innerJoin("skillCategories as g", "g.id", "k.categoryId")
    .where("e.programId", "=", programId)
    .select([
      "e.userId",
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

export function findEndScores(db: DB, programId: number, end: "pre" | "post") {
  return endScoresStatement(db, programId, end).execute();
}
