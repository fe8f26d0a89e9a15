import type { DB } from "@leadcoach/db";

/** The question bank in position order, with each question's category. */
export function findAssessmentQuestions(db: DB) {
  return db
    .selectFrom("assessmentQuestions as q")
    .innerJoin("skillCategories as c", "c.id", "q.categoryId")
    .select([
      "q.id",
      "q.text",
      "q.categoryId",
      "q.skillId",
      "q.options",
      "c.name as categoryName",
      "c.shortLabel as categoryShortLabel",
    ])
    .orderBy("q.position")
    .execute();
}

/** The user's latest completed assessment, or undefined. */
export function findLatestCompletedAssessment(db: DB, userId: number) {
  return db
    .selectFrom("assessments")
    .select(["id", "completedAt", "overallPercent", "categoryScores"])
    .where("userId", "=", userId)
    .where("status", "=", "completed")
    .where("completedAt", "is not", null)
    .orderBy("completedAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}
