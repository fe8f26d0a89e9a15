import {
  lessonProgressAfterAdvance,
  type LessonProgress,
  type LessonProgressStatus,
} from "@leadcoach/api/schemas";

/** The state a save sends: always the newest one, so a later save catches up after a failed one. */
export interface ProgressSaveState {
  status: Exclude<LessonProgressStatus, "not_started">;
  progressPercentage: number;
  /** Zero-based index of the step now shown. */
  currentStep: number;
}

/** The save for 'Next' on step `index` (zero-based), with the progress the server would compute. */
export function advanceSave(index: number, total: number): ProgressSaveState {
  return {
    status: "in_progress",
    progressPercentage: lessonProgressAfterAdvance(index, total),
    currentStep: index + 1,
  };
}

/** The save for 'Complete Lesson'. */
export function completionSave(total: number): ProgressSaveState {
  return { status: "completed", progressPercentage: 100, currentStep: Math.max(0, total - 1) };
}

/** Where the player opens: the saved step of a lesson in progress; step 1 otherwise (a completed lesson is a review). */
export function resumeStepIndex(
  record: Pick<LessonProgress, "status" | "currentStep"> | undefined,
  total: number,
): number {
  if (!record || record.status !== "in_progress" || total <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(record.currentStep)), total - 1);
}

/** The header's bar: the share of steps reached, step N of M. */
export function stepPercent(index: number, total: number): number {
  return total <= 0 ? 0 : Math.round(((index + 1) / total) * 100);
}
