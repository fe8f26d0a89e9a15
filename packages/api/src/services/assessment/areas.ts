import type { AssessmentAreas } from "../../schemas/assessment";
import type { ServiceDeps, SessionUser } from "../deps";
import { findAssessmentAreas } from "./queries";

/** The advertised time for the whole assessment. */
export const ASSESSMENT_MINUTES = 45;

/**
 * The categories with their question counts and ranges, counted from the stored questions: the one
 * source for the landing page, the assessment intro and the dashboard tooltip.
 */
export async function getAssessmentAreas(
  { db }: ServiceDeps,
  _caller: SessionUser | null,
): Promise<AssessmentAreas> {
  const areas = await findAssessmentAreas(db);
  return {
    areas,
    questionCount: areas.reduce((sum, area) => sum + area.questionCount, 0),
    estimatedMinutes: ASSESSMENT_MINUTES,
  };
}
