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

/** 'Join' opens this long before an activity starts, and closes when it ends. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
export const JOIN_TOO_EARLY_MESSAGE = `You can join from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`;
export const JOIN_ENDED_MESSAGE = "This activity has ended; mark it as done instead.";
export const DONE_TOO_EARLY_MESSAGE = "You can mark an activity as done once it has started.";

export type JoinWindow = "early" | "open" | "ended";

/** Where `now` falls against an activity's join window: [start - 10 minutes, end). */
export function joinWindow(
  activity: { startTime: string | Date; endTime: string | Date },
  now: Date,
): JoinWindow {
  const opens = new Date(activity.startTime).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000;
  if (now.getTime() < opens) return "early";
  return now.getTime() < new Date(activity.endTime).getTime() ? "open" : "ended";
}

/** Whether 'Join' applies to an activity at all: a lesson activity offers 'Start Lesson' instead. */
export function offersJoin(activity: { type: string; relatedId: number | null }): boolean {
  return !(activity.type === "lesson" && activity.relatedId !== null);
}

/** 'Mark as done' is offered from the start on. */
export function canMarkDone(activity: { startTime: string | Date }, now: Date): boolean {
  return now.getTime() >= new Date(activity.startTime).getTime();
}

/** A start before now needs the person's confirmation (`allowPast`). */
export function startsInPast(startTime: string | Date, now: Date): boolean {
  return new Date(startTime).getTime() < now.getTime();
}
