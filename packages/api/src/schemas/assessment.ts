import { z } from "zod";
import { ASSESSMENT_QUESTION_COUNT, goalStatuses, lessonDifficulties } from "./domain";
import { ZRecordId } from "./record-id";
import { ZSkillStatus } from "./skills";

/**
 * An option as the web app gets it: an opaque id (stable for the person's attempt) and its label. The
 * value (the score) never reaches the browser; the server maps the id back to it.
 */
export const ZAssessmentOption = z.object({ id: z.string(), label: z.string() });

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
  /** ISO time from which a retake is allowed; null before the first assessment. */
  retakeAvailableAt: z.string().nullable(),
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

/** One chosen option, as the web app sends it: the question and the option's opaque id. */
export const ZAssessmentChoice = z.object({
  questionId: z.string().trim().min(1, "questionId is required").max(10),
  optionId: z.string().trim().min(1, "optionId is required").max(64, "optionId is too long"),
});
export type AssessmentChoice = z.infer<typeof ZAssessmentChoice>;

const ZAssessmentChoices = z
  .array(ZAssessmentChoice)
  .max(ASSESSMENT_QUESTION_COUNT, `At most ${ASSESSMENT_QUESTION_COUNT} answers.`);

/** assessment.saveProgress: the answers so far (they replace the saved ones). */
export const ZSaveAssessmentProgressInput = z.object({ choices: ZAssessmentChoices });
export type SaveAssessmentProgressInput = z.infer<typeof ZSaveAssessmentProgressInput>;

/** assessment.submitChoices: every answer, by option id (the web app's submit). */
export const ZSubmitAssessmentChoicesInput = z.object({
  choices: ZAssessmentChoices.min(1, "Answer the questions before submitting."),
});
export type SubmitAssessmentChoicesInput = z.infer<typeof ZSubmitAssessmentChoicesInput>;

/** The caller's saved answers for their current attempt (empty when there are none). */
export const ZAssessmentProgress = z.object({
  choices: z.array(ZAssessmentChoice),
  /** When they were last saved; null when nothing is saved. */
  updatedAt: z.string().nullable(),
});
export type AssessmentProgress = z.infer<typeof ZAssessmentProgress>;

export const ZAssessmentResult = z.object({
  assessmentId: z.number(),
  overallScore: z.number(),
  categoryScores: z.array(z.object({ categoryId: z.number(), name: z.string(), score: z.number() })),
  skillScores: z.array(
    z.object({ skillId: z.number(), name: z.string(), score: z.number(), status: ZSkillStatus }),
  ),
});
export type AssessmentResult = z.infer<typeof ZAssessmentResult>;

/** assessment.results: one stored assessment (the latest when no id is given). */
export const ZAssessmentResultsInput = z
  .object({ assessmentId: ZRecordId.optional() })
  .optional()
  .default({});

export const ZAssessmentCategoryResult = z.object({
  categoryId: z.number(),
  name: z.string(),
  shortLabel: z.string(),
  /** The category's palette colour, as everywhere else the category is drawn. */
  color: z.string().nullable(),
  score: z.number(),
  /** The same category in the assessment before this one; null for the first. */
  previousScore: z.number().nullable(),
});

export const ZAssessmentSkillResult = z.object({
  skillId: z.number(),
  name: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  score: z.number(),
  status: ZSkillStatus,
  previousScore: z.number().nullable(),
});
export type AssessmentSkillResult = z.infer<typeof ZAssessmentSkillResult>;

/** A past assessment in short: when, and the overall score. */
export const ZAssessmentSummary = z.object({
  assessmentId: z.number(),
  completedAt: z.string(),
  overallScore: z.number(),
});

/** The tie-break the person chooses when their weakest skills tie. */
export const ZAssessmentFocus = z.object({
  /** The skill chosen to focus on first; null until chosen. */
  skillId: z.number().nullable(),
  /** The tied skills to choose between, in catalogue order; empty when nothing is tied. */
  candidates: z.array(z.object({ skillId: z.number(), name: z.string(), score: z.number() })),
});
export type AssessmentFocus = z.infer<typeof ZAssessmentFocus>;

/** assessment.chooseFocus: one of the tied skills of the caller's latest assessment (the one it applies to). */
export const ZChooseFocusInput = z.object({ skillId: ZRecordId });

export const ZAssessmentResults = z.object({
  assessmentId: z.number(),
  completedAt: z.string(),
  overallScore: z.number(),
  totalScore: z.number(),
  maxScore: z.number(),
  categories: z.array(ZAssessmentCategoryResult),
  /** Every scored skill, in catalogue order. */
  skills: z.array(ZAssessmentSkillResult),
  /** Up to three, highest first. */
  strongest: z.array(ZAssessmentSkillResult),
  /** Up to three, lowest first. */
  weakest: z.array(ZAssessmentSkillResult),
  previous: ZAssessmentSummary.nullable(),
  /** Whether this is the caller's latest assessment (only the latest chose the current goals). */
  isLatest: z.boolean(),
  /** Only the latest assessment asks for a focus (it is the one that chose the current goals). */
  focus: ZAssessmentFocus,
  goals: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.enum(goalStatuses),
      skillId: z.number().nullable(),
      skillName: z.string().nullable(),
      targetDate: z.string().nullable(),
    }),
  ),
  firstLessons: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      skillId: z.number().nullable(),
      skillName: z.string().nullable(),
      difficulty: z.enum(lessonDifficulties),
      estimatedMinutes: z.number(),
    }),
  ),
  retake: ZAssessmentStatus,
});
export type AssessmentResults = z.infer<typeof ZAssessmentResults>;

export const ASSESSMENT_HISTORY_DEFAULT_LIMIT = 20;
export const ASSESSMENT_HISTORY_MAX_LIMIT = 50;

/** assessment.history: newest first, a page at a time; `before` is the last id of the previous page. */
export const ZAssessmentHistoryInput = z
  .object({
    limit: z
      .number()
      .int()
      .min(1, "limit must be at least 1.")
      .max(ASSESSMENT_HISTORY_MAX_LIMIT, `limit must be at most ${ASSESSMENT_HISTORY_MAX_LIMIT}.`)
      .default(ASSESSMENT_HISTORY_DEFAULT_LIMIT),
    before: ZRecordId.optional(),
  })
  .optional()
  .default({ limit: ASSESSMENT_HISTORY_DEFAULT_LIMIT });

export const ZAssessmentHistoryItem = ZAssessmentSummary.extend({
  categories: z.array(z.object({ name: z.string(), shortLabel: z.string(), score: z.number() })),
  /** Overall score minus the one of the assessment before it; null for the first. */
  overallChange: z.number().nullable(),
});
export type AssessmentHistoryItem = z.infer<typeof ZAssessmentHistoryItem>;

export const ZAssessmentHistory = z.object({
  items: z.array(ZAssessmentHistoryItem),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().nullable(),
});
export type AssessmentHistory = z.infer<typeof ZAssessmentHistory>;
