import type { AssessmentQuestion, AssessmentStatus } from "../../schemas/assessment";
import type { ServiceDeps, SessionUser } from "../deps";
import { presentOptions, type AttemptKey } from "./option-ids";
import { countCompletedAssessments, findAssessmentQuestions } from "./queries";
import { DAY_MS, daysUntilRetake } from "./scoring";
import { findLatestCompletedAssessment } from "../skills/queries";

/** The person's next attempt: their completed assessments + 1. */
export async function currentAttempt(db: ServiceDeps["db"], userId: number): Promise<AttemptKey> {
  return { form: "assessment", userId, attempt: (await countCompletedAssessments(db, userId)) + 1 };
}

/**
 * The 70 questions in order, so the client carries no question list of its own. Each question's options
 * come in the caller's shuffled order for this attempt (stable across reloads and devices, new on a
 * retake), each as an opaque id and a label: neither the id nor the order tells the value.
 */
export async function listAssessmentQuestions(
  { db, config }: ServiceDeps,
  caller: SessionUser,
): Promise<AssessmentQuestion[]> {
  const [rows, owner] = await Promise.all([findAssessmentQuestions(db), currentAttempt(db, caller.id)]);
  return rows.map((q) => ({
    id: q.id,
    text: q.text,
    categoryId: q.categoryId,
    categoryName: q.categoryName,
    categoryShortLabel: q.categoryShortLabel,
    options: presentOptions(config.linkSigningKey, owner, q),
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
