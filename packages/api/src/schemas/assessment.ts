import { z } from "zod";
import { ZSkillStatus } from "./skills";

export const ZAssessmentOption = z.object({ value: z.number(), label: z.string() });

export const ZAssessmentQuestion = z.object({
  id: z.string(),
  text: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  categoryShortLabel: z.string(),
  options: z.array(ZAssessmentOption),
});
export type AssessmentQuestion = z.infer<typeof ZAssessmentQuestion>;

/** One category of the assessment as the landing page, intro and dashboard tooltip show it. */
export const ZAssessmentArea = z.object({
  categoryId: z.number(),
  name: z.string(),
  shortLabel: z.string(),
  description: z.string(),
  questionCount: z.number(),
  firstQuestion: z.number(),
  lastQuestion: z.number(),
});
export const ZAssessmentAreas = z.object({
  areas: z.array(ZAssessmentArea),
  questionCount: z.number(),
  estimatedMinutes: z.number(),
});
export type AssessmentAreas = z.infer<typeof ZAssessmentAreas>;

export const ZAssessmentStatus = z.object({
  hasCompletedAssessment: z.boolean(),
  canRetake: z.boolean(),
  /** Whole days until a retake is allowed, rounded up; 0 when it is allowed now. */
  daysUntilRetake: z.number().int().min(0),
  lastCompletedAt: z.string().nullable(),
});
export type AssessmentStatus = z.infer<typeof ZAssessmentStatus>;

/** One answer as the client sends it; `score` is accepted for compatibility and ignored. */
export const ZAssessmentResponse = z.object({
  questionId: z.string().trim().min(1, "questionId is required").max(10),
  answer: z.union([z.string(), z.number()]).transform((v) => String(v).trim()),
  score: z.number().nullish(),
});

export const ZSubmitAssessmentInput = z.object({
  responses: z
    .array(ZAssessmentResponse)
    .min(1, "Answer the questions before submitting.")
    .max(200, "Too many responses."),
});
export type SubmitAssessmentInput = z.input<typeof ZSubmitAssessmentInput>;

export const ZAssessmentResult = z.object({
  assessmentId: z.number(),
  overallScore: z.number(),
  categoryScores: z.array(z.object({ categoryId: z.number(), name: z.string(), score: z.number() })),
  skillScores: z.array(
    z.object({ skillId: z.number(), name: z.string(), score: z.number(), status: ZSkillStatus }),
  ),
});
export type AssessmentResult = z.infer<typeof ZAssessmentResult>;
