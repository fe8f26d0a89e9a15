import type { AssessmentQuestion, AssessmentStatus } from "../../schemas/assessment";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
import { shuffleOptions } from "@leadcoach/db/content";
import { countCompletedAssessments, findAssessmentQuestions, findLatestCompletedAssessment } from "./queries";
import { DAY_MS, daysUntilRetake } from "./scoring";

/** Whose shuffle a caller sees: their own for their next attempt; one fixed order for a visitor. */
export async function shuffleOwner(db: ServiceDeps["db"], caller: SessionUser | null) {
  if (!caller) return { userId: 0, attempt: 1 };
  return { userId: caller.id, attempt: (await countCompletedAssessments(db, caller.id)) + 1 };
}

/**
 * The 70 questions in order, so the client carries no question list of its own. Each question's options
 * come in the caller's shuffled order for this attempt (stable across reloads, new on a retake), so the
 * best answer has no position; each option keeps its value, which is what an answer sends.
 */
export async function listAssessmentQuestions(
  { db }: ServiceDeps,
  caller: SessionUser | null,
): Promise<AssessmentQuestion[]> {
  const [rows, owner] = await Promise.all([findAssessmentQuestions(db), shuffleOwner(db, caller)]);
  return rows.map((q) => ({
    id: q.id,
    text: q.text,
    categoryId: q.categoryId,
    categoryName: q.categoryName,
    categoryShortLabel: q.categoryShortLabel,
    options: shuffleOptions(
      q.options.map((o) => ({ value: o.value, label: o.label })),
      { ...owner, questionId: q.id },
    ),
  }));
}

export function assessmentStatusFrom(
  lastCompletedAt: Date | null,
  now: Date,
  retakeDays: number,
): AssessmentStatus {
  const days = daysUntilRetake(lastCompletedAt, now, retakeDays);
  return {
    hasCompletedAssessment: lastCompletedAt !== null,
    canRetake: days === 0,
    daysUntilRetake: days,
    lastCompletedAt: lastCompletedAt ? lastCompletedAt.toISOString() : null,
    retakeAvailableAt: lastCompletedAt
      ? new Date(lastCompletedAt.getTime() + retakeDays * DAY_MS).toISOString()
      : null,
  };
}

/** Whether the caller has taken the assessment and when they may take it again. */
export async function getAssessmentStatus(
  { db, config, now }: ServiceDeps,
  caller: SessionUser,
): Promise<AssessmentStatus> {
  const latest = await findLatestCompletedAssessment(db, caller.id);
  return assessmentStatusFrom(latest?.completedAt ?? null, now(), config.assessmentRetakeDays);
}
