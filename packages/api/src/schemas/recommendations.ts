import { z } from "zod";
import { ZRecordId } from "./record-id";
import { priorities, recommendationStatuses, recommendationTypes } from "./domain";

export const ZRecommendationType = z.enum(recommendationTypes);
export const ZPriority = z.enum(priorities);

export const ZRecommendation = z.object({
  id: z.number(),
  type: ZRecommendationType,
  title: z.string(),
  content: z.string(),
  priority: ZPriority,
  status: z.enum(recommendationStatuses),
  /** ISO timestamp or null. */
  dueDate: z.string().nullable(),
  /** The 'Why this?' explanation. */
  reason: z.string().nullable(),
  lessonId: z.number().nullable(),
  skillId: z.number().nullable(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendationIdInput = z.object({ id: ZRecordId });

/** Which screen pressed Start: each keeps its documented type mapping when nothing is linked. */
export const ZStartRecommendationInput = ZRecommendationIdInput.extend({
  screen: z.enum(["dashboard", "recommendations"]).default("dashboard"),
});
export type StartRecommendationInput = z.input<typeof ZStartRecommendationInput>;

export const ZStartRecommendationOutput = z.object({ target: z.string() });
