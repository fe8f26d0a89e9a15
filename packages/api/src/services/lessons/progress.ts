import { lessonProgressAfterAdvance, type LessonProgressStatus } from "../../schemas/domain";

const statusRank: Record<LessonProgressStatus, number> = { not_started: 0, in_progress: 1, completed: 2 };

export interface StoredProgress {
  status: LessonProgressStatus;
  progress: number;
  currentStep: number;
  completedAt: Date | null;
}

export interface ProgressSave {
  status: LessonProgressStatus;
  progressPercentage: number;
  currentStep?: number | undefined;
}

export interface NextProgress extends StoredProgress {
  /** The save completed the lesson for the first time. */
  becameCompleted: boolean;
  /** The save moved the learner to another step (a learning action for streaks). */
  stepAdvanced: boolean;
}

/**
 * The record after a save. Progress never goes backwards: the status only moves forward
 * (not_started, in_progress, completed), the percentage only grows, and a completed lesson stays
 * completed with its first completion time (replaying it is a review). When the client names its
 * step, the percentage follows from it (being on step k means k + 1 steps seen).
 */
export function nextProgress(
  stored: StoredProgress,
  save: ProgressSave,
  totalSteps: number,
  now: Date,
): NextProgress {
  const wasCompleted = stored.status === "completed";
  const status = statusRank[save.status] > statusRank[stored.status] ? save.status : stored.status;
  const requested =
    save.currentStep !== undefined
      ? lessonProgressAfterAdvance(save.currentStep - 1, totalSteps)
      : Math.round(save.progressPercentage);
  const progress =
    status === "completed"
      ? 100
      : status === "not_started"
        ? stored.progress
        : Math.max(stored.progress, requested);
  const currentStep =
    save.currentStep === undefined
      ? stored.currentStep
      : wasCompleted
        ? save.currentStep
        : Math.max(stored.currentStep, save.currentStep);
  const becameCompleted = status === "completed" && !wasCompleted;
  const stepAdvanced =
    !becameCompleted &&
    (save.currentStep !== undefined
      ? wasCompleted
        ? save.currentStep !== stored.currentStep
        : save.currentStep > stored.currentStep
      : status === "in_progress" && requested > stored.progress);
  return {
    status,
    progress,
    currentStep,
    completedAt: status === "completed" ? (stored.completedAt ?? now) : null,
    becameCompleted,
    stepAdvanced,
  };
}
