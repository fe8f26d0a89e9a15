import type { ActivityType } from "@leadcoach/db";

/**
 * Learning actions that keep a streak alive: lesson steps, quizzes, role-plays, assessments, goal
 * milestones and attended activities. Signing in alone does not count.
 */
export const learningActivityTypes = [
  "lesson_step",
  "lesson_completed",
  "quiz_answered",
  "role_play_completed",
  "assessment_taken",
  "goal_progress",
  "goal_completed",
  "activity_attended",
] as const satisfies readonly ActivityType[];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day before a 'YYYY-MM-DD' day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive calendar days with at least one learning action, ending today or yesterday (a streak
 * is not lost until a whole day passes without practice). Days are counted in `timeZone`.
 */
export function streakDays(actionTimes: readonly Date[], now: Date, timeZone = "UTC"): number {
  const days = new Set(actionTimes.map((t) => localDay(t, timeZone)));
  const today = localDay(now, timeZone);
  let day = days.has(today) ? today : previousDay(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
