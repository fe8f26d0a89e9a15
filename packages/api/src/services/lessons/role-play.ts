import type { DB } from "@leadcoach/db";
import { ROLE_PLAY_POINTS } from "@leadcoach/db/domain";
import type { LessonSimulation } from "@leadcoach/db/content";
import { AppError } from "../../lib/app-error";
import {
  rolePlayMissing,
  type RolePlayResult,
  type RolePlayStepInput,
  type SaveRolePlayCheckInput,
  type SubmitRolePlayInput,
} from "../../schemas/lessons";
import type { ServiceDeps, SessionUser } from "../deps";
import { insertActivityEvent } from "../activity/queries";
import { requireLesson } from "./catalog";
import {
  awardXpOnce,
  findRolePlayAnswer,
  saveRolePlaySelfCheck,
  upsertRolePlayAnswer,
  type RolePlayAnswerRow,
} from "./queries";

export { ROLE_PLAY_POINTS };

export const NOT_A_ROLE_PLAY = "That step is not a role-play.";
export const WRITE_FIRST = "Write what you would say before checking it.";
export const ANSWER_CHANGED = "Your answer changed while you were checking it. Check the new answer.";

/** The lesson and its simulation step; 404 for an unknown lesson, 400 for a step that is not a role-play. */
export async function requireRolePlay(db: DB, input: RolePlayStepInput) {
  const lesson = await requireLesson(db, input.lessonId);
  const simulation = lesson.content.steps[input.stepIndex]?.simulation;
  if (!simulation) throw new AppError("BAD_REQUEST", NOT_A_ROLE_PLAY);
  return { lessonId: lesson.id, lessonTitle: lesson.title, simulation };
}

function toResult(
  row: RolePlayAnswerRow,
  simulation: LessonSimulation,
  pointsAwarded: number,
  canHearReply: boolean,
): RolePlayResult {
  return {
    answer: row.answer,
    modelAnswer: simulation.modelAnswer,
    nonTechnicalModelAnswer: simulation.nonTechnicalModelAnswer,
    rubric: simulation.rubric.map(({ criterion, nonTechnicalCriterion }) => ({
      criterion,
      nonTechnicalCriterion,
    })),
    selfCheck: row.selfCheck,
    conversationTurns: row.conversationTurns,
    completed: row.completedAt !== null,
    pointsAwarded,
    canHearReply,
  };
}

async function awardOnce(db: DB, userId: number, lessonId: number, stepIndex: number, at: Date) {
  const earned = await awardXpOnce(db, {
    userId,
    sourceKey: `roleplay:${lessonId}:${stepIndex}`,
    points: ROLE_PLAY_POINTS,
    badge: null,
    at,
  });
  return earned ? ROLE_PLAY_POINTS : 0;
}

/** The caller's stored answer to a role-play step, with its model answer and rubric; null before any. */
export async function getRolePlay(
  { db, config }: ServiceDeps,
  caller: SessionUser,
  input: RolePlayStepInput,
): Promise<RolePlayResult | null> {
  const { lessonId, simulation } = await requireRolePlay(db, input);
  const row = await findRolePlayAnswer(db, caller.id, lessonId, input.stepIndex);
  return row ? toResult(row, simulation, 0, config.ai !== null) : null;
}

/**
 * Stores (or replaces) what the learner would say and answers with the model answer and the rubric; the
 * step completes (and earns its XP) once the learner saves their self-check against the rubric.
 * A short answer is stored too: a conversation with the provider may still make it a real attempt.
 */
export async function submitRolePlay(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: SubmitRolePlayInput,
): Promise<RolePlayResult> {
  const now = clock();
  const { lessonId, simulation } = await requireRolePlay(db, input);
  const row = await upsertRolePlayAnswer(db, {
    userId: caller.id,
    lessonId,
    stepIndex: input.stepIndex,
    answer: input.answer,
    complete: false,
    at: now,
  });
  return toResult(row, simulation, 0, config.ai !== null);
}

/**
 * Saves the learner's rubric self-check on their stored answer, which completes the step and earns
 * its XP once, after a real attempt only (`rolePlayMissing`: enough words or conversation, a line ticked). Every save is a learning action of that day (the streak and the activity list), as a
 * quiz answer is. 409 before an answer is stored; 400 when the ticks do not match the rubric.
 */
export async function saveRolePlayCheck(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: SaveRolePlayCheckInput,
): Promise<RolePlayResult> {
  const now = clock();
  const { lessonId, lessonTitle, simulation } = await requireRolePlay(db, input);
  const rubricLength = simulation.rubric.length;
  if (input.selfCheck.length !== rubricLength) {
    throw new AppError("BAD_REQUEST", `The self-check has ${rubricLength} lines.`);
  }
  return db.transaction().execute(async (trx) => {
    const stored = await findRolePlayAnswer(trx, caller.id, lessonId, input.stepIndex);
    if (!stored) throw new AppError("CONFLICT", WRITE_FIRST);
    const missing = rolePlayMissing({
      answer: stored.answer,
      conversationTurns: stored.conversationTurns,
      canHearReply: config.ai !== null,
      rubricLength,
      selfCheck: input.selfCheck,
    });
    if (missing.length > 0) throw new AppError("BAD_REQUEST", missing.join(" "));
    // Saved only against the answer just judged: a rewrite racing this request is not completed by it.
    const row = await saveRolePlaySelfCheck(trx, stored, input.selfCheck, now);
    if (!row) throw new AppError("CONFLICT", ANSWER_CHANGED);
    const points = await awardOnce(trx, caller.id, lessonId, input.stepIndex, now);
    await insertActivityEvent(trx, {
      userId: caller.id,
      type: "role_play_completed",
      subject: lessonTitle,
      detail: { lessonId, stepIndex: input.stepIndex },
      at: now,
    });
    return toResult(row, simulation, points, config.ai !== null);
  });
}
