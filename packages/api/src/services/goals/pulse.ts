import type { DB } from "@leadcoach/db";
import { shuffleOptions } from "@leadcoach/db/content";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { PulseQuestions, PulseResult, ZGoalIdInput, ZSubmitPulseInput } from "../../schemas/goals";
import { percentOf, scoreAnswer } from "../assessment/scoring";
import type { ServiceDeps } from "../deps";
import { onSkillRechecked } from "../progress-events";
import type { SessionUser } from "../users/session-user";
import { GOAL_NOT_FOUND } from "./goals";
import {
  findGoalForPulse,
  findSkillQuestions,
  insertPulseOnce,
  lockSkillScore,
  setOpenGoalsCurrentScore,
  setSkillCurrentScore,
} from "./queries";
import { pulseState } from "./pulse-rules";

export const PULSE_NOT_DUE = "This goal's skill re-check is not available.";
export const PULSE_ALREADY_TAKEN = "You have already re-checked this goal's skill.";

async function requireDueGoal(db: DB, userId: number, goalId: number, now: Date) {
  const row = await findGoalForPulse(db, userId, goalId);
  if (!row) throw new AppError("NOT_FOUND", GOAL_NOT_FOUND);
  if (row.skillId === null) throw new AppError("CONFLICT", PULSE_NOT_DUE);
  const goal = { ...row, skillId: row.skillId, skillName: row.skillName ?? "" };
  if (goal.pulseScore !== null) throw new AppError("CONFLICT", PULSE_ALREADY_TAKEN);
  const state = pulseState(goal, now);
  if (!state?.due) {
    throw new AppError(
      "CONFLICT",
      state && goal.status === "active"
        ? `${PULSE_NOT_DUE.slice(0, -1)} before ${state.availableFrom}, half way to the target date.`
        : PULSE_NOT_DUE,
    );
  }
  return goal;
}

/** The goal's skill's own assessment questions, once the re-check is due. */
export async function getPulseQuestions(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZGoalIdInput>,
): Promise<PulseQuestions> {
  const goal = await requireDueGoal(db, caller.id, input.goalId, now());
  return {
    goalId: goal.id,
    skillId: goal.skillId,
    skillName: goal.skillName,
    // Shuffled like the assessment's options; each goal's re-check (there is one per goal) has its own order.
    questions: (await findSkillQuestions(db, goal.skillId)).map((q) => ({
      ...q,
      options: shuffleOptions(q.options, { userId: caller.id, attempt: goal.id, questionId: q.id }),
    })),
  };
}

/**
 * Scores the re-check like the assessment scores a skill, and in one transaction stores it (one per
 * goal: a unique index makes a double submit store one), sets the skill's current score and the
 * open goals' current score on that skill, and ticks their re-check milestones. The assessment, its
 * results and the 90-day retake clock are left alone.
 */
export async function submitPulse(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZSubmitPulseInput>,
): Promise<PulseResult> {
  const now = clock();
  const goal = await requireDueGoal(db, caller.id, input.goalId, now);
  const questions = await findSkillQuestions(db, goal.skillId);
  const answers = new Map(input.responses.map((r) => [r.questionId, r.answer]));
  const missing = questions.filter((q) => scoreAnswer(answers.get(q.id) ?? "") === null).map((q) => q.id);
  if (missing.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `Please answer every question from 1 to 5. Missing: ${missing.join(", ")}.`,
    );
  }
  const extra = input.responses.filter((r) => !questions.some((q) => q.id === r.questionId));
  if (extra.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `These questions are not part of this re-check: ${extra.map((r) => r.questionId).join(", ")}.`,
    );
  }
  const scored = questions.map((q) => ({
    questionId: q.id,
    score: scoreAnswer(answers.get(q.id) ?? "") ?? 0,
  }));
  const score = percentOf(scored.map((a) => a.score));

  return db.transaction().execute(async (trx) => {
    const previous = await lockSkillScore(trx, caller.id, goal.skillId);
    const pulseId = await insertPulseOnce(trx, {
      userId: caller.id,
      skillId: goal.skillId,
      goalId: goal.id,
      score,
      answers: scored,
      createdAt: now,
    });
    if (pulseId === null) throw new AppError("CONFLICT", PULSE_ALREADY_TAKEN);
    await setSkillCurrentScore(trx, caller.id, goal.skillId, score, now);
    await setOpenGoalsCurrentScore(trx, caller.id, goal.skillId, score, now);
    await onSkillRechecked(trx, caller.id, goal.skillId, pulseId, now);
    return { goalId: goal.id, skillId: goal.skillId, score, previousScore: previous?.currentScore ?? null };
  });
}
