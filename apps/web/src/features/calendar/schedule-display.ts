import {
  scheduledActivityTypes,
  type ScheduledActivity,
  type ScheduledActivityType,
} from "@leadcoach/api/schemas";

export interface ActivityTypeMeta {
  label: string;
  /** skill_practice blue, lesson green, meeting purple, other grey. */
  color: string;
}

export const activityTypeMeta: Record<ScheduledActivityType, ActivityTypeMeta> = {
  skill_practice: { label: "Skill Practice", color: "blue" },
  lesson: { label: "Lesson", color: "green" },
  meeting: { label: "Meeting", color: "grape" },
  other: { label: "Other", color: "gray" },
};

export const activityTypeOptions = scheduledActivityTypes.map((type) => ({
  value: type,
  label: activityTypeMeta[type].label,
}));

export interface ScheduleDay<T> {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  key: string;
  /** The long date heading, e.g. 'Saturday, November 21, 2026'. */
  label: string;
  activities: T[];
}

function dayKeyFormat(timeZone: string | undefined) {
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
}

function longDateFormat(timeZone: string | undefined) {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone,
  });
}

/**
 * Activities grouped by the calendar day of their start time (in `timeZone`, the viewer's by default),
 * days in order and each day's activities by start time.
 */
export function groupActivitiesByDay<T extends Pick<ScheduledActivity, "startTime">>(
  activities: readonly T[],
  timeZone?: string,
): ScheduleDay<T>[] {
  const keyOf = dayKeyFormat(timeZone);
  const labelOf = longDateFormat(timeZone);
  const sorted = [...activities]
    .filter((a) => !Number.isNaN(Date.parse(a.startTime)))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const days = new Map<string, ScheduleDay<T>>();
  for (const activity of sorted) {
    const start = new Date(activity.startTime);
    const key = keyOf.format(start);
    let day = days.get(key);
    if (!day) {
      day = { key, label: labelOf.format(start), activities: [] };
      days.set(key, day);
    }
    day.activities.push(activity);
  }
  return [...days.values()];
}

/** '9:00 AM - 10:30 AM' (the end carries its date when it falls on another day). */
export function formatTimeRange(startTime: string, endTime: string, timeZone?: string): string {
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  const start = new Date(startTime);
  const end = new Date(endTime);
  const keyOf = dayKeyFormat(timeZone);
  const endText =
    keyOf.format(start) === keyOf.format(end)
      ? time.format(end)
      : `${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone }).format(end)}, ${time.format(end)}`;
  return `${time.format(start)} - ${endText}`;
}
