import { END_BEFORE_START_MESSAGE } from "./calendar";

export const LESSON_REQUIRED_MESSAGE = "Choose the lesson this activity is for.";

/** The fields of a whole activity that the rules across fields read. */
export interface ScheduledActivityShape {
  type: string;
  startTime: string | Date;
  endTime: string | Date;
  relatedId?: unknown;
}

/**
 * The rules across an activity's fields, for a whole activity (a new one, or an edit merged with the
 * stored one): it ends after it starts, and a 'lesson' activity names its lesson. Each problem names
 * the field it belongs to.
 */
export function scheduledActivityProblems(
  activity: ScheduledActivityShape,
): { field: "endTime" | "relatedId"; message: string }[] {
  const problems: { field: "endTime" | "relatedId"; message: string }[] = [];
  const start = new Date(activity.startTime).getTime();
  const end = new Date(activity.endTime).getTime();
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
    problems.push({ field: "endTime", message: END_BEFORE_START_MESSAGE });
  }
  const noLesson =
    activity.relatedId === null || activity.relatedId === undefined || activity.relatedId === "";
  if (activity.type === "lesson" && noLesson)
    problems.push({ field: "relatedId", message: LESSON_REQUIRED_MESSAGE });
  return problems;
}
