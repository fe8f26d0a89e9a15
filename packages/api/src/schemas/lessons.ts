import type { LessonQuiz, LessonStep } from "@leadcoach/db/content";
import { z } from "zod";
import { lessonDifficulties, lessonProgressStatuses } from "./domain";
import { ZRecordId } from "./record-id";

export const ZLessonDifficulty = z.enum(lessonDifficulties);
export const ZLessonProgressStatus = z.enum(lessonProgressStatuses);

/** A lesson as named in a URL or a legacy payload: its numeric id or its slug 'lesson-N'. */
export const ZLessonRef = z.union([z.number(), z.string().trim().max(40)]);
export type LessonRef = z.infer<typeof ZLessonRef>;

/** The numeric id behind a lesson reference, or null when it cannot name a lesson. */
export function lessonIdFromRef(ref: LessonRef): number | null {
  const text = typeof ref === "number" ? String(ref) : ref;
  const match = /^(?:lesson-)?(\d{1,9})$/.exec(text);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

export const ZLessonSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: ZLessonDifficulty,
  estimatedMinutes: z.number(),
  skillId: z.number().nullable(),
  skillName: z.string().nullable(),
  categoryName: z.string().nullable(),
  objectives: z.array(z.string()),
  points: z.number(),
  badge: z.string().nullable(),
  stepCount: z.number(),
});
export type LessonSummary = z.infer<typeof ZLessonSummary>;

/** A quiz as the player receives it: the answer and its explanations come only from `lessons.answerQuiz`. */
export type LessonQuizView = Omit<LessonQuiz, "correct" | "explanation" | "nonTechnicalExplanation">;
export type LessonStepView = Omit<LessonStep, "quiz"> & { quiz?: LessonQuizView };

/**
 * A step as served. Lesson content is validated in full (ZLessonContent) when it is seeded; the API only
 * checks the shape here, which keeps the lesson catalogue out of the browser bundle.
 */
const ZLessonStepView = z.custom<LessonStepView>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as { title?: unknown }).title === "string" &&
    typeof (value as { type?: unknown }).type === "string",
  { message: "malformed lesson step" },
);

export const ZLessonDetail = ZLessonSummary.extend({ steps: z.array(ZLessonStepView) });
export type LessonDetail = z.infer<typeof ZLessonDetail>;

export const ZListLessonsInput = z.object({ skillId: ZRecordId.optional() }).optional();
export type ListLessonsInput = z.input<typeof ZListLessonsInput>;

export const ZLessonByIdInput = z.object({ lessonId: ZLessonRef });
export type LessonByIdInput = z.infer<typeof ZLessonByIdInput>;

export const ZLessonProgress = z.object({
  id: z.number(),
  userId: z.number(),
  lessonId: z.number(),
  status: ZLessonProgressStatus,
  progressPercentage: z.number(),
  currentStep: z.number(),
  completedAt: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof ZLessonProgress>;

/** A saved progress record, with the XP its save earned (lesson XP, once, on first completion). */
export const ZSavedLessonProgress = ZLessonProgress.extend({ xpAwarded: z.number() });
export type SavedLessonProgress = z.infer<typeof ZSavedLessonProgress>;

const progressFields = {
  progressPercentage: z
    .number()
    .min(0, "progressPercentage must be between 0 and 100")
    .max(100, "progressPercentage must be between 0 and 100"),
  status: ZLessonProgressStatus,
  /** Accepted for the legacy client and ignored: the server stamps completion with its own clock. */
  completedAt: z.union([z.string().max(64), z.number(), z.null()]).optional(),
  /** Zero-based index of the step now shown. */
  currentStep: z.number().int().min(0).max(1000).optional(),
};

export const ZCreateLessonProgressInput = z.object({
  userId: ZRecordId,
  lessonId: ZLessonRef,
  ...progressFields,
});
export type CreateLessonProgressInput = z.infer<typeof ZCreateLessonProgressInput>;

export const ZUpdateLessonProgressInput = z.object({ progressId: ZRecordId, ...progressFields });
export type UpdateLessonProgressInput = z.infer<typeof ZUpdateLessonProgressInput>;

export const ZAnswerQuizInput = z.object({
  lessonId: ZLessonRef,
  stepIndex: z.number().int().min(0).max(1000),
  optionIndex: z.number().int().min(0).max(20),
});
export type AnswerQuizInput = z.infer<typeof ZAnswerQuizInput>;

export const ZQuizAnswerResult = z.object({
  correct: z.boolean(),
  explanation: z.string(),
  nonTechnicalExplanation: z.string(),
  pointsAwarded: z.number(),
});
export type QuizAnswerResult = z.infer<typeof ZQuizAnswerResult>;

export const ZXpSummary = z.object({
  totalXp: z.number(),
  badges: z.array(z.object({ badge: z.string(), earnedAt: z.string() })),
});
export type XpSummary = z.infer<typeof ZXpSummary>;
