import type { LessonProgress, LessonSummary } from "@leadcoach/api/schemas";
import type { BadgeTone } from "../../components/tone-badge";

export type LessonDifficulty = LessonSummary["difficulty"];

/** Each difficulty's badge. */
export const difficultyBadges: Record<LessonDifficulty, BadgeTone> = {
  beginner: { label: "Beginner", color: "green" },
  intermediate: { label: "Intermediate", color: "yellow" },
  advanced: { label: "Advanced", color: "red" },
};

/** The part of a progress record the catalogue reads. */
export type LessonProgressLike = Pick<LessonProgress, "status" | "progressPercentage">;

/** Completed shows 100, in progress the stored percentage, anything else 0. */
export function displayedProgress(record: LessonProgressLike | undefined): number {
  if (!record) return 0;
  if (record.status === "completed") return 100;
  if (record.status === "in_progress")
    return Math.min(100, Math.max(0, Math.round(record.progressPercentage)));
  return 0;
}

export type LessonAction = "Start" | "Continue" | "Review";

/** The card's button: Review when completed, Continue when in progress, otherwise Start. */
export function lessonAction(record: LessonProgressLike | undefined): LessonAction {
  if (record?.status === "completed") return "Review";
  if (record?.status === "in_progress") return "Continue";
  return "Start";
}

/** Progress records by lesson id. */
export function progressByLesson<T extends Pick<LessonProgress, "lessonId">>(
  records: readonly T[],
): Map<number, T> {
  return new Map(records.map((record) => [record.lessonId, record]));
}

/** A positive whole-number id from a query-string value (`?skill=3`), or null. */
export function parseIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Display caps: the catalogue shows the first 2 learning objectives. */
export const CARD_OBJECTIVES = 2;
