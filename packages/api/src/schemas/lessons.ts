import type { LessonQuiz, LessonSimulation, LessonStep } from "@leadcoach/db/content";
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
export type LessonQuizView = Omit<
  LessonQuiz,
  | "correct"
  | "explanation"
  | "nonTechnicalExplanation"
  | "optionExplanations"
  | "nonTechnicalOptionExplanations"
>;
/**
 * A role-play as the player receives it: the model answer and the rubric come only once the learner has
 * written their own answer (`lessons.submitRolePlay`).
 */
export type LessonSimulationView = Omit<
  LessonSimulation,
  "modelAnswer" | "nonTechnicalModelAnswer" | "rubric"
>;
export type LessonStepView = Omit<LessonStep, "quiz" | "simulation"> & {
  quiz?: LessonQuizView;
  simulation?: LessonSimulationView;
};

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

/** Why one option is right or wrong, in both wordings. */
export const ZOptionExplanation = z.object({
  optionIndex: z.number(),
  explanation: z.string(),
  nonTechnicalExplanation: z.string(),
});
export type OptionExplanation = z.infer<typeof ZOptionExplanation>;

export const ZQuizAnswerResult = z.object({
  correct: z.boolean(),
  explanation: z.string(),
  nonTechnicalExplanation: z.string(),
  /**
   * Per-option explanations: the chosen option's after a wrong answer, every option's after the right
   * one (so trying again still asks for thought); empty when the quiz has none (the overall explanation
   * stands in).
   */
  optionExplanations: z.array(ZOptionExplanation),
  pointsAwarded: z.number(),
});
export type QuizAnswerResult = z.infer<typeof ZQuizAnswerResult>;

export const ZXpSummary = z.object({
  totalXp: z.number(),
  badges: z.array(z.object({ badge: z.string(), earnedAt: z.string() })),
});
export type XpSummary = z.infer<typeof ZXpSummary>;

/** The longest role-play answer stored, in characters. */
export const ROLE_PLAY_ANSWER_MAX = 4000;

/** The most learner turns one role-play conversation with the language model may have. */
export const ROLE_PLAY_MAX_TURNS = 3;
/** The fewest words a written role-play answer needs before the step can complete. */
export const ROLE_PLAY_MIN_WORDS = 30;
/** With a language-model provider, a conversation of this many learner turns stands in for the words. */
export const ROLE_PLAY_MIN_TURNS = ROLE_PLAY_MAX_TURNS;

/** Words in a piece of writing: runs between spaces that hold at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** What decides whether a role-play may complete: the stored answer, the conversation and the ticks. */
export interface RolePlayCompletionState {
  answer: string;
  /** Learner turns answered by the provider in a row, as the server counted them. */
  conversationTurns: number;
  /** Whether a provider is configured, so that a conversation may stand in for the words. */
  canHearReply: boolean;
  rubricLength: number;
  selfCheck: readonly boolean[];
}

/**
 * What a role-play still needs before it completes and earns its XP, each as a sentence a learner can
 * act on; empty when it may complete. A real attempt is at least ROLE_PLAY_MIN_WORDS written words (or,
 * with a provider, ROLE_PLAY_MIN_TURNS turns of conversation), and at least one rubric line ticked.
 * The server refuses the self-check with these sentences; the player shows them before the learner saves.
 */
export function rolePlayMissing(state: RolePlayCompletionState): string[] {
  const missing: string[] = [];
  const words = countWords(state.answer);
  const talkedEnough = state.canHearReply && state.conversationTurns >= ROLE_PLAY_MIN_TURNS;
  if (words < ROLE_PLAY_MIN_WORDS && !talkedEnough) {
    const have = `your answer has ${words} ${words === 1 ? "word" : "words"}`;
    missing.push(
      state.canHearReply
        ? `Write at least ${ROLE_PLAY_MIN_WORDS} words (${have}), or talk it through for ${ROLE_PLAY_MIN_TURNS} turns with 'Hear their reply'.`
        : `Write at least ${ROLE_PLAY_MIN_WORDS} words (${have}).`,
    );
  }
  if (state.rubricLength > 0 && !state.selfCheck.some(Boolean)) {
    missing.push("Tick at least one checklist line that your answer covers.");
  }
  return missing;
}

const ZRolePlayStep = {
  lessonId: ZLessonRef,
  stepIndex: z.number().int().min(0).max(1000),
};

export const ZRolePlayStepInput = z.object(ZRolePlayStep);
export type RolePlayStepInput = z.infer<typeof ZRolePlayStepInput>;

export const ZSubmitRolePlayInput = z.object({
  ...ZRolePlayStep,
  answer: z
    .string()
    .trim()
    .min(1, "Write what you would say.")
    .max(ROLE_PLAY_ANSWER_MAX, `Keep your answer under ${ROLE_PLAY_ANSWER_MAX} characters.`),
});
export type SubmitRolePlayInput = z.infer<typeof ZSubmitRolePlayInput>;

export const ZSaveRolePlayCheckInput = z.object({
  ...ZRolePlayStep,
  /** One tick per rubric line, in rubric order. */
  selfCheck: z.array(z.boolean()).max(10),
});
export type SaveRolePlayCheckInput = z.infer<typeof ZSaveRolePlayCheckInput>;

export const ZRubricLine = z.object({ criterion: z.string(), nonTechnicalCriterion: z.string() });

/** A learner's role-play answer with what the step shows after it: the model answer and the rubric. */
export const ZRolePlayResult = z.object({
  answer: z.string(),
  /** Null while the step has no model answer yet. */
  modelAnswer: z.string().nullable(),
  nonTechnicalModelAnswer: z.string().nullable(),
  /** Empty while the step has no rubric: then storing the answer completes the step. */
  rubric: z.array(ZRubricLine),
  selfCheck: z.array(z.boolean()).nullable(),
  completed: z.boolean(),
  /** Learner turns the provider answered in a row for this answer ('Hear their reply'); 0 without one. */
  conversationTurns: z.number(),
  /** XP this call earned (the step's XP counts once). */
  pointsAwarded: z.number(),
  /** Whether 'Hear their reply' is offered (a language-model provider is configured). */
  canHearReply: z.boolean(),
});
export type RolePlayResult = z.infer<typeof ZRolePlayResult>;

export const ZRolePlayTurn = z.object({
  learner: z.string().trim().min(1).max(ROLE_PLAY_ANSWER_MAX),
  /** The other participant's reply to it; absent on the turn awaiting a reply. */
  reply: z.string().max(ROLE_PLAY_ANSWER_MAX).optional(),
});

export const ZRolePlayReplyInput = z.object({
  ...ZRolePlayStep,
  /** The conversation so far, oldest first; the last turn is the one to answer. */
  turns: z.array(ZRolePlayTurn).min(1).max(ROLE_PLAY_MAX_TURNS),
});
export type RolePlayReplyInput = z.infer<typeof ZRolePlayReplyInput>;

export const ZRolePlayReply = z.object({
  /** Who answers: the step's first participant. */
  speaker: z.string(),
  reply: z.string(),
  /** The rubric applied to the learner's words so far, one line per rubric item (empty without a rubric). */
  rubric: z.array(ZRubricLine.extend({ met: z.boolean(), note: z.string() })),
  /** Turns the learner may still take. */
  turnsLeft: z.number(),
});
export type RolePlayReply = z.infer<typeof ZRolePlayReply>;
