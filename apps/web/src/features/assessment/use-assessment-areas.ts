import { trpc, type RouterOutputs } from "../../lib/trpc";

export type AssessmentAreas = RouterOutputs["assessment"]["areas"];
export type AssessmentArea = AssessmentAreas["areas"][number];

/**
 * The four areas with their question counts and ranges, counted by the server from the stored questions:
 * the one source for the landing page, the assessment intro and the dashboard tooltip.
 */
export function useAssessmentAreas() {
  return trpc.assessment.areas.useQuery();
}
