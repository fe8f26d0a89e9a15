import type { AssessmentStatus } from "@leadcoach/api/schemas";

/** Where an entry to the assessment leads, and what it says while a retake is not allowed yet. */
export interface AssessmentEntry {
  /** The assessment itself, or the latest results while a retake is locked. */
  to: string;
  locked: boolean;
  /** 'Available again on 21 Feb' while locked; null otherwise. */
  caption: string | null;
}

export const RESULTS_PATH = "/assessment/results";

/** "21 Feb", with the year when it is not the current one. */
export function formatRetakeDay(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(date);
}

/**
 * The entry for a status: while the retake is locked, the results (never the wall) and the day it
 * opens again; otherwise the assessment. Unknown status (still loading) leads to the assessment, which
 * shows the right view itself.
 */
export function assessmentEntryFor(
  status: AssessmentStatus | undefined,
  now: Date = new Date(),
): AssessmentEntry {
  const locked = Boolean(status?.hasCompletedAssessment && !status.canRetake);
  if (!status || !locked) return { to: "/assessment", locked: false, caption: null };
  const caption = status.retakeAvailableAt
    ? `Available again on ${formatRetakeDay(status.retakeAvailableAt, now)}`
    : `Available again in ${status.daysUntilRetake} ${status.daysUntilRetake === 1 ? "day" : "days"}`;
  return { to: RESULTS_PATH, locked: true, caption };
}
