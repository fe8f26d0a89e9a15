import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { PulseQuestions, PulseResult, ZGoalIdInput, ZSubmitPulseInput } from "../../schemas/goals";
import { presentOptions, resolveChoices, type AttemptKey } from "../assessment/option-ids";
import { upsertUserSkillScores } from "../assessment/queries";
import { percentOf } from "../assessment/scoring";
import type { ServiceDeps, SessionUser } from "../deps";
import { onSkillRechecked } from "../progress-events";
import { GOAL_NOT_FOUND } from "../goals/goals";
import {
  findGoalForPulse,
  findSkillQuestions,
  insertPulseOnce,
  lockSkillScore,
  setOpenGoalsCurrentScore,
} from "./queries";
import { pulseState } from "../goals/pulse-rules";

export const PULSE_NOT_DUE = "This goal's skill re-check is not available.";
export const PULSE_ALREADY_TAKEN = "You have already re-checked this goal's skill.";

/** The key of a goal's re-check options: one re-check per goal, so the goal is its attempt. */
function pulseKey(userId: number, goalId: number): AttemptKey {
  return { form: "pulse", userId, attempt: goalId };
}

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
  { db, config, now }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZGoalIdInput>,
): Promise<PulseQuestions> {
  const goal = await requireDueGoal(db, caller.id, input.goalId, now());
  const owner = pulseKey(caller.id, goal.id);
  return {
    goalId: goal.id,
    skillId: goal.skillId,
    skillName: goal.skillName,
    // Options as the assessment gives them: opaque ids and labels in a keyed order, never a value.
    questions: (await findSkillQuestions(db, goal.skillId)).map((q) => ({
      id: q.id,
      text: q.text,
      options: presentOptions(config.linkSigningKey, owner, q),
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
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZSubmitPulseInput>,
): Promise<PulseResult> {
  const now = clock();
  const goal = await requireDueGoal(db, caller.id, input.goalId, now);
  const questions = await findSkillQuestions(db, goal.skillId);
  const resolved = resolveChoices(
    config.linkSigningKey,
    pulseKey(caller.id, goal.id),
    questions,
    input.choices,
  );
  if (resolved.unknownQuestions.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `These questions are not part of this re-check: ${resolved.unknownQuestions.join(", ")}.`,
    );
  }
  if (resolved.duplicates.length > 0) {
    throw new AppError("BAD_REQUEST", `More than one answer for: ${resolved.duplicates.join(", ")}.`);
  }
  // Forged ids, another person's, another goal's or the assessment's: none maps to a value here.
  if (resolved.unknownOptions.length > 0) {
    throw new AppError(
      "BAD_REQUEST",
      `These answers are not options of this re-check: ${resolved.unknownOptions.join(", ")}. Reopen the re-check and answer them again.`,
    );
  }
  const missing = questions.filter((q) => !resolved.values.has(q.id)).map((q) => q.id);
  if (missing.length > 0) {
    throw new AppError("BAD_REQUEST", `Please answer every question. Missing: ${missing.join(", ")}.`);
  }
  // The bank's values are the 1-5 scores the assessment counts.
  const answers = questions.map((q) => ({ questionId: q.id, score: resolved.values.get(q.id) ?? 0 }));
  const score = percentOf(answers.map((a) => a.score));

  return db.transaction().execute(async (trx) => {
    const previous = await lockSkillScore(trx, caller.id, goal.skillId);
    const pulseId = await insertPulseOnce(trx, {
      userId: caller.id,
      skillId: goal.skillId,
      goalId: goal.id,
      score,
      answers,
      createdAt: now,
    });
    if (pulseId === null) throw new AppError("CONFLICT", PULSE_ALREADY_TAKEN);
    await upsertUserSkillScores(trx, caller.id, [{ skillId: goal.skillId, score }], now);
    await setOpenGoalsCurrentScore(trx, caller.id, goal.skillId, score, now);
    await onSkillRechecked(trx, caller.id, goal.skillId, pulseId, now);
    return { goalId: goal.id, skillId: goal.skillId, score, previousScore: previous?.currentScore ?? null };
  });
}
