import { z } from "zod";
import { lessonDifficulties } from "../domain";

/** Icon keys a step may use; the web app maps each to an icon component. */
export const lessonIconKeys = [
  "book",
  "quiz",
  "users",
  "target",
  "tool",
  "bulb",
  "message",
  "chart",
  "shield",
  "flag",
  "heart",
  "compass",
  "puzzle",
  "trophy",
  "clock",
] as const;
export const ZLessonIcon = z.enum(lessonIconKeys);

const message = z.string().min(1);
// The Simple wording of a gamification message.
const nonTechnicalMessage = z.string().min(1);

export const ZStepGamification = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("progress_unlock"), message, nonTechnicalMessage }),
  z.strictObject({
    type: z.literal("skill_point"),
    skill: z.string().min(1),
    points: z.number().int().positive(),
    message,
    nonTechnicalMessage,
  }),
  z.strictObject({
    type: z.literal("achievement"),
    title: z.string().min(1),
    description: z.string().min(1),
    badge: z.string().min(1),
    points: z.number().int().positive(),
    message,
    nonTechnicalMessage,
  }),
  z.strictObject({
    type: z.literal("pattern_master"),
    points: z.number().int().positive().optional(),
    message,
    nonTechnicalMessage,
  }),
  z.strictObject({
    type: z.literal("efficiency_bonus"),
    points: z.number().int().positive().optional(),
    message,
    nonTechnicalMessage,
  }),
]);

export const ZLessonQuiz = z
  .object({
    question: z.string().min(1),
    nonTechnicalQuestion: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).max(5),
    nonTechnicalOptions: z.array(z.string().min(1)).min(2).max(5),
    correct: z.number().int().min(0),
    explanation: z.string().min(1),
    nonTechnicalExplanation: z.string().min(1),
    /** Why each option is right or wrong, in option order (a wrong option is often a good move at another time). */
    optionExplanations: z.array(z.string().min(1)),
    nonTechnicalOptionExplanations: z.array(z.string().min(1)),
    points: z.number().int().positive(),
  })
  .refine((q) => q.options.length === q.nonTechnicalOptions.length, {
    message: "options and nonTechnicalOptions must have the same length",
  })
  .refine((q) => q.correct < q.options.length, { message: "correct must index an option" })
  .refine(
    (q) =>
      q.optionExplanations.length === q.options.length &&
      q.nonTechnicalOptionExplanations.length === q.options.length,
    { message: "option explanations explain every option, in both wordings" },
  );

/** One line of the self-check a learner runs on their written role-play answer. */
export const ZRubricItem = z.strictObject({
  criterion: z.string().min(1),
  nonTechnicalCriterion: z.string().min(1),
});

export const ZLessonSimulation = z.strictObject({
  scenario: z.string().min(1),
  nonTechnicalScenario: z.string().min(1),
  participants: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        statement: z.string().min(1),
        nonTechnicalStatement: z.string().min(1),
        emotions: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
  challenge: z.string().min(1),
  nonTechnicalChallenge: z.string().min(1),
  /** What an experienced leader might say, shown after the learner has written their own answer. */
  modelAnswer: z.string().min(1),
  nonTechnicalModelAnswer: z.string().min(1),
  rubric: z.array(ZRubricItem).min(3).max(5),
});

export const lessonStepTypes = ["content", "quiz", "simulation", "application", "exercise"] as const;

export const ZLessonStep = z
  .object({
    title: z.string().min(1),
    content: z.string().min(1),
    nonTechnicalContent: z.string().min(1),
    type: z.enum(lessonStepTypes),
    icon: ZLessonIcon,
    gamification: ZStepGamification.optional(),
    quiz: ZLessonQuiz.optional(),
    simulation: ZLessonSimulation.optional(),
    /**
     * Minutes of work beyond reading (writing a role-play answer, drafting a document), when the step asks
     * for more than its type's usual time; see lesson-minutes.ts.
     */
    activityMinutes: z.number().int().min(1).max(20).optional(),
  })
  .refine((s) => (s.type === "quiz") === (s.quiz !== undefined), {
    message: "a quiz step carries a quiz, and only a quiz step does",
  })
  .refine((s) => (s.type === "simulation") === (s.simulation !== undefined), {
    message: "a simulation step carries a simulation, and only a simulation step does",
  });

export const ZLessonContent = z
  .object({
    /** 'lesson-N': the lesson is stored with id N. */
    slug: z.string().regex(/^lesson-\d+$/),
    title: z.string().min(1).max(200),
    description: z.string().min(1),
    difficulty: z.enum(lessonDifficulties),
    skillKey: z.string().min(1),
    objectives: z.array(z.string().min(1)).min(2),
    points: z.number().int().positive(),
    badge: z.string().min(1),
    steps: z.array(ZLessonStep).min(1),
  })
  // A lesson's minutes are computed from its steps (lesson-minutes.ts); the content check holds the limits.
  .refine((l) => l.steps.some((s) => s.type === "quiz"), { message: "every lesson has at least one quiz" });

export type LessonContent = z.infer<typeof ZLessonContent>;
export type LessonStep = z.infer<typeof ZLessonStep>;
export type LessonQuiz = z.infer<typeof ZLessonQuiz>;
export type StepGamification = z.infer<typeof ZStepGamification>;
export type LessonSimulation = z.infer<typeof ZLessonSimulation>;
export type RubricItem = z.infer<typeof ZRubricItem>;
