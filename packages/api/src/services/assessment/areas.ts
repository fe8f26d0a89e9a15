import type { DB } from "@leadcoach/db";
import type { AssessmentAreas } from "../../schemas/assessment";

/** The advertised time for the whole assessment (000 §1, §9). */
export const ASSESSMENT_MINUTES = 45;

/**
 * The categories with their question counts and ranges, counted from the stored questions: the one
 * source for the landing page, the assessment intro and the dashboard tooltip (DECISIONS §2).
 */
export async function getAssessmentAreas(db: DB): Promise<AssessmentAreas> {
  const rows = await db
    .selectFrom("skillCategories as c")
    .innerJoin("assessmentQuestions as q", "q.categoryId", "c.id")
    .select((eb) => [
      "c.id as categoryId",
      "c.name",
      "c.shortLabel",
      "c.description",
      eb.fn.countAll<number>().as("questionCount"),
      eb.fn.min<number>("q.position").as("firstQuestion"),
      eb.fn.max<number>("q.position").as("lastQuestion"),
    ])
    .groupBy(["c.id", "c.name", "c.shortLabel", "c.description", "c.sortOrder"])
    .orderBy("c.sortOrder")
    .execute();
  const areas = rows.map((row) => ({ ...row, questionCount: Number(row.questionCount) }));
  return {
    areas,
    questionCount: areas.reduce((sum, area) => sum + area.questionCount, 0),
    estimatedMinutes: ASSESSMENT_MINUTES,
  };
}
