import type { DB } from "@leadcoach/db";
import { createNotification } from "./create";
import { findActiveGoalsDueBetween, findScheduledActivitiesStartingBetween } from "./queries";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A goal is "due soon" when its target date is at most this many days away. */
export const GOAL_DUE_WITHIN_DAYS = 3;
/** An activity is "soon" when it starts within this many hours. */
export const ACTIVITY_SOON_WITHIN_HOURS = 24;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function dueIn(targetDate: string, today: string): string {
  const days = Math.round((Date.parse(targetDate) - Date.parse(today)) / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

function startsIn(start: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((start.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return minutes <= 1 ? "in a minute" : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "in about an hour" : `in about ${hours} hours`;
}

/**
 * Creates the time-based notifications that have become due for one user: active goals whose target
 * date is within 3 days, and scheduled activities starting within 24 hours. Idempotent: each goal date
 * and each activity start time notifies once (dedupe keys), whatever the number of calls.
 */
export async function materialiseDueNotifications(db: DB, userId: number, now: Date): Promise<void> {
  const today = isoDay(now);
  const horizon = isoDay(new Date(now.getTime() + GOAL_DUE_WITHIN_DAYS * DAY_MS));
  const goals = await findActiveGoalsDueBetween(db, userId, today, horizon);
  for (const goal of goals) {
    if (!goal.targetDate) continue;
    await createNotification(db, {
      userId,
      kind: "goal_due",
      title: "Goal due soon",
      message: `'${goal.title}' is due ${dueIn(goal.targetDate, today)} (${goal.targetDate}).`,
      actionUrl: "/goals",
      dedupeKey: `goal_due:${goal.id}:${goal.targetDate}`,
      at: now,
    });
  }

  const events = await findScheduledActivitiesStartingBetween(
    db,
    userId,
    now,
    new Date(now.getTime() + ACTIVITY_SOON_WITHIN_HOURS * HOUR_MS),
  );
  for (const event of events) {
    await createNotification(db, {
      userId,
      kind: "activity_soon",
      title: "Activity starting soon",
      message: `'${event.title}' starts ${startsIn(event.startTime, now)}.`,
      actionUrl: "/calendar",
      dedupeKey: `activity_soon:${event.id}:${event.startTime.toISOString()}`,
      at: now,
    });
  }
}
