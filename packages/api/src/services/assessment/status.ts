import type { AssessmentQuestion, AssessmentStatus } from "../../schemas/assessment";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
import { findAssessmentQuestions, findLatestCompletedAssessment } from "./queries";
import { DAY_MS, daysUntilRetake } from "./scoring";

/** The 70 questions in order, so the client carries no question list of its own. */
export async function listAssessmentQuestions(
  { db }: ServiceDeps,
  _caller: SessionUser | null,
): Promise<AssessmentQuestion[]> {
  const rows = await findAssessmentQuestions(db);
  return rows.map((q) => ({
    id: q.id,
    text: q.text,
    categoryId: q.categoryId,
    categoryName: q.categoryName,
    categoryShortLabel: q.categoryShortLabel,
    options: q.options.map((o) => ({ value: o.value, label: o.label })),
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
