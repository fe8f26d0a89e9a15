import { programStepKinds } from "./domain";
import { z } from "zod";
import { ZRecordId } from "./record-id";

/**
 * Leadership programs (/admin/programs) and a participant's path through one (/program). Admins see
 * engagement only: who is enrolled and which steps are done when, never a reflection's text.
 */

/** The database's CHECKs hold the same bounds. */
export const MAX_PROGRAM_NAME_LENGTH = 120;
export const MAX_PROGRAM_DESCRIPTION_LENGTH = 2000;
export const MAX_PROGRAM_WEEKS = 52;
export const MAX_PROGRAM_STEPS = 100;
export const MAX_STEP_TITLE_LENGTH = 200;
export const MAX_STEP_PROMPT_LENGTH = 500;
export const MAX_REFLECTION_LENGTH = 4000;
/** People one enrolment request may reach, groups expanded. */
export const MAX_ENROLMENT_PEOPLE = 5000;
const MAX_ENROLMENT_GROUPS = 100;

export const PROGRAM_NOT_FOUND = "That program no longer exists.";
export const PROGRAM_ARCHIVED = "This program is archived: restore it before enrolling anyone.";
export const PROGRAM_NOT_OPEN = "This program is not open for joining. Ask your admin to enrol you.";
export const STEP_NOT_FOUND = "That step is not part of your program.";
export const STEP_NOT_REFLECTION = "Only a reflection step takes a written answer.";
export const STEP_NOT_GOAL = "Only a goal step makes a goal.";
export function tooManyToEnrol(count: number): string {
  return `This would enrol ${count} people; enrol at most ${MAX_ENROLMENT_PEOPLE} at a time.`;
}

/** What the program's admins can see, shown to every participant on /program. */
export const PROGRAM_VISIBILITY_NOTE =
  "Your program's admins see that you are enrolled, which steps are done and when. They never see your answers, reflections or feedback.";

export const ZProgramStepKind = z.enum(programStepKinds);

/** What each kind of step is called on the screens and in e-mails. */
export const programStepKindLabels = {
  lesson: "Lesson",
  assessment: "Skills assessment",
  skill_pulse: "Skill re-check",
  review_360: "360 review",
  practice: "Practice",
  reflection: "Reflection",
  goal: "Goal",
} as const satisfies Record<(typeof programStepKinds)[number], string>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD");

export const ZProgramStepInput = z
  .object({
    week: z.number().int().min(1).max(MAX_PROGRAM_WEEKS),
    kind: ZProgramStepKind,
    title: z.string().trim().min(1, "Please give the step a title").max(MAX_STEP_TITLE_LENGTH),
    lessonId: ZRecordId.nullish().transform((v) => v ?? null),
    skillId: ZRecordId.nullish().transform((v) => v ?? null),
    /** A reflection's question or a goal step's goal title. */
    prompt: z
      .string()
      .trim()
      .max(MAX_STEP_PROMPT_LENGTH)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((s) => s.kind !== "lesson" || s.lessonId !== null, {
    message: "A lesson step names its lesson",
    path: ["lessonId"],
  })
  .refine((s) => (s.kind !== "reflection" && s.kind !== "goal") || s.prompt !== null, {
    message: "A reflection or goal step needs its text",
    path: ["prompt"],
  });
export type ProgramStepInput = z.output<typeof ZProgramStepInput>;

const ZProgramDraftFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter a program name")
    .max(MAX_PROGRAM_NAME_LENGTH, `Program names are at most ${MAX_PROGRAM_NAME_LENGTH} characters`),
  description: z.string().trim().max(MAX_PROGRAM_DESCRIPTION_LENGTH).default(""),
  lengthWeeks: z.number().int().min(1).max(MAX_PROGRAM_WEEKS),
  isOpen: z.boolean().default(false),
  steps: z
    .array(ZProgramStepInput)
    .min(1, "A program has at least one step")
    .max(MAX_PROGRAM_STEPS, `A program has at most ${MAX_PROGRAM_STEPS} steps`),
});

const stepsFit = (d: { lengthWeeks: number; steps: { week: number }[] }) =>
  d.steps.every((s) => s.week <= d.lengthWeeks);
const STEPS_FIT = { message: "Every step falls within the program's weeks", path: ["steps"] };

export const ZCreateProgramInput = ZProgramDraftFields.refine(stepsFit, STEPS_FIT);
export type CreateProgramInput = z.output<typeof ZCreateProgramInput>;

export const ZUpdateProgramInput = ZProgramDraftFields.extend({ id: ZRecordId }).refine(stepsFit, STEPS_FIT);
export type UpdateProgramInput = z.output<typeof ZUpdateProgramInput>;

export const ZProgramIdInput = z.object({ id: ZRecordId });
export type ProgramIdInput = z.infer<typeof ZProgramIdInput>;

export const ZArchiveProgramInput = z.object({ id: ZRecordId, archived: z.boolean() });
export type ArchiveProgramInput = z.infer<typeof ZArchiveProgramInput>;

export const ZProgramStep = z.object({
  id: z.number(),
  position: z.number(),
  week: z.number(),
  kind: ZProgramStepKind,
  title: z.string(),
  lessonId: z.number().nullable(),
  skillId: z.number().nullable(),
  prompt: z.string().nullable(),
});
export type ProgramStep = z.infer<typeof ZProgramStep>;

export const ZProgramSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  lengthWeeks: z.number(),
  version: z.number(),
  isOpen: z.boolean(),
  archived: z.boolean(),
  enrolledCount: z.number(),
  stepCount: z.number(),
});
export type ProgramSummary = z.infer<typeof ZProgramSummary>;

export const ZProgramDetail = ZProgramSummary.extend({ steps: z.array(ZProgramStep) });
export type ProgramDetail = z.infer<typeof ZProgramDetail>;

export const ZEnrolInput = z
  .object({
    programId: ZRecordId,
    userIds: z
      .array(ZRecordId)
      .max(MAX_ENROLMENT_PEOPLE, tooManyToEnrol(MAX_ENROLMENT_PEOPLE + 1))
      .default([]),
    groupIds: z.array(ZRecordId).max(MAX_ENROLMENT_GROUPS).default([]),
    startDate: ZDay,
  })
  .refine((i) => i.userIds.length + i.groupIds.length > 0, {
    message: "Choose people or groups to enrol",
    path: ["userIds"],
  });
export type EnrolInput = z.output<typeof ZEnrolInput>;

/** `enrolled` are new; `alreadyEnrolled` were in the program before this request. */
export const ZEnrolResult = z.object({ enrolled: z.number(), alreadyEnrolled: z.number() });
export type EnrolResult = z.infer<typeof ZEnrolResult>;

export const ZJoinProgramInput = z.object({ programId: ZRecordId });
export type JoinProgramInput = z.infer<typeof ZJoinProgramInput>;

export const ZReflectInput = z.object({
  stepId: ZRecordId,
  enrolmentId: ZRecordId,
  reflection: z
    .string()
    .trim()
    .min(1, "Please write your reflection")
    .max(MAX_REFLECTION_LENGTH, `A reflection is at most ${MAX_REFLECTION_LENGTH} characters`),
});
export type ReflectInput = z.infer<typeof ZReflectInput>;

export const ZStepRefInput = z.object({ stepId: ZRecordId, enrolmentId: ZRecordId });
export type StepRefInput = z.infer<typeof ZStepRefInput>;

export const ZMyProgramStep = ZProgramStep.extend({
  dueDate: z.string(),
  completedAt: z.string().nullable(),
  /** The person's own answer to a reflection step: shown to them, to nobody else. */
  reflection: z.string().nullable(),
  goalId: z.number().nullable(),
});
export type MyProgramStep = z.infer<typeof ZMyProgramStep>;

export const ZMyEnrolment = z.object({
  enrolmentId: z.number(),
  programId: z.number(),
  name: z.string(),
  description: z.string(),
  lengthWeeks: z.number(),
  startDate: z.string(),
  /** 0 before the start, then 1..lengthWeeks, past the end the last week. */
  currentWeek: z.number(),
  nextStepId: z.number().nullable(),
  steps: z.array(ZMyProgramStep),
});
export type MyEnrolment = z.infer<typeof ZMyEnrolment>;

export const ZMyPrograms = z.object({ enrolments: z.array(ZMyEnrolment), visibilityNote: z.string() });
export type MyPrograms = z.infer<typeof ZMyPrograms>;

export const ZOpenProgram = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  lengthWeeks: z.number(),
});
export const ZOpenPrograms = z.array(ZOpenProgram);

export const TEMPLATE_NOT_FOUND = "That program template does not exist.";

export const ZProgramTemplateSummary = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  lengthWeeks: z.number(),
  stepCount: z.number(),
});
export type ProgramTemplateSummary = z.infer<typeof ZProgramTemplateSummary>;

export const ZCreateFromTemplateInput = z.object({ key: z.string().trim().min(1).max(100) });
export type CreateFromTemplateInput = z.infer<typeof ZCreateFromTemplateInput>;

/*
 * Engagement (/admin/programs/:id): who is enrolled, how far along and who has stalled. Dates and
 * counts only, never a reflection or an answer.
 */

/** Stalled when no step was done for this many days while a step of a week already begun is open. */
export const STALLED_NO_STEP_DAYS = 14;
/** Stalled when an open step was due more than this many weeks ago. */
export const STALLED_BEHIND_WEEKS = 2;

export const stalledReasons = ["behind", "no_recent_step"] as const;
export type StalledReason = (typeof stalledReasons)[number];
export const stalledReasonLabels: Record<StalledReason, string> = {
  behind: `More than ${STALLED_BEHIND_WEEKS} weeks behind`,
  no_recent_step: `No step done in ${STALLED_NO_STEP_DAYS} days`,
};

/** Participants per page, and the most a caller may ask for. */
export const PARTICIPANTS_PAGE_SIZE = 50;
const MAX_PARTICIPANTS_PAGE_SIZE = 200;

/** The page after the last participant shown: their id and lower-cased name, as `<id>:<name>`. */
const PARTICIPANT_CURSOR = /^([1-9]\d{0,9}):(.*)$/s;
export const ZParticipantCursor = z
  .string()
  .max(1000)
  .regex(PARTICIPANT_CURSOR, "cursor must be the nextCursor of an earlier page")
  .transform((cursor) => {
    const [, id = "", name = ""] = PARTICIPANT_CURSOR.exec(cursor) ?? [];
    return { id: Number(id), name };
  });
export type ParticipantCursor = z.output<typeof ZParticipantCursor>;

export function participantCursorAfter(userId: number, lowerName: string): string {
  return `${userId}:${lowerName}`;
}

export const ZListParticipantsInput = z.object({
  programId: ZRecordId,
  /** Only the people who stalled (either rule). */
  stalledOnly: z.boolean().default(false),
  cursor: ZParticipantCursor.optional(),
  limit: z.number().int().min(1).max(MAX_PARTICIPANTS_PAGE_SIZE).default(PARTICIPANTS_PAGE_SIZE),
});
export type ListParticipantsInput = z.input<typeof ZListParticipantsInput>;
export type ListParticipantsQuery = z.output<typeof ZListParticipantsInput>;

export const ZParticipant = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  /** 'YYYY-MM-DD': week 1 starts that day. */
  startDate: z.string(),
  stepsDone: z.number(),
  /** Steps of the weeks begun so far (the current week included). */
  stepsDue: z.number(),
  stepsTotal: z.number(),
  /** The latest step done, or null. */
  lastStepAt: z.string().nullable(),
  /** The latest step done or sign-in, whichever is later; null when neither happened. */
  lastActivityAt: z.string().nullable(),
  stalled: z.boolean(),
  /** Why, when stalled: being behind wins when both rules hold. */
  stalledReason: z.enum(stalledReasons).nullable(),
  /** A nudge went out this week (Monday to Sunday, UTC): the next one can go from Monday. */
  nudgedThisWeek: z.boolean(),
});
export type Participant = z.infer<typeof ZParticipant>;

export const ZParticipantPage = z.object({
  participants: z.array(ZParticipant),
  nextCursor: z.string().nullable(),
});
export type ParticipantPage = z.infer<typeof ZParticipantPage>;

export const ZNudgeInput = z.object({ programId: ZRecordId, userId: ZRecordId });
export type NudgeInput = z.infer<typeof ZNudgeInput>;

/** `sent` false: this person was nudged this week already (by anyone); nothing more was sent. */
export const ZNudgeResult = z.object({
  sent: z.boolean(),
  /** 'YYYY-MM-DD': the Monday from which the next nudge can go. */
  nextNudgeFrom: z.string(),
});
export type NudgeResult = z.infer<typeof ZNudgeResult>;

export const PARTICIPANT_NOT_FOUND = "That person is not enrolled in this program.";
export const NUDGE_ACCOUNT_INACTIVE = "This account is deactivated: there is nobody to nudge.";
export const ALREADY_NUDGED = "Already nudged this week";
