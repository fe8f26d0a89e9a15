import type { DB } from "@leadcoach/db";
import type { AssessmentQuestion, AssessmentStatus } from "../../schemas/assessment";
import { findAssessmentQuestions, findLatestCompletedAssessment } from "./queries";
import { daysUntilRetake } from "./scoring";

/** The 70 questions in order, so the client carries no question list of its own. */
export async function listAssessmentQuestions(db: DB): Promise<AssessmentQuestion[]> {
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
  };
}

export async function getAssessmentStatus(
  db: DB,
  userId: number,
  now: Date,
  retakeDays: number,
): Promise<AssessmentStatus> {
  const latest = await findLatestCompletedAssessment(db, userId);
  return assessmentStatusFrom(latest?.completedAt ?? null, now, retakeDays);
}
