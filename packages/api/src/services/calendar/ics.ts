import { createEvents, type DateArray, type EventAttributes } from "ics";
import type { ScheduledActivity } from "../../schemas/calendar";

export type IcsActivity = Pick<
  ScheduledActivity,
  "id" | "type" | "title" | "description" | "startTime" | "endTime" | "relatedId" | "meetingUrl" | "status"
>;

/** An instant as the `ics` package's UTC date array (minute precision, as the schedule is). */
export function toUtcDateArray(iso: string): DateArray {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

const typeLabels: Record<IcsActivity["type"], string> = {
  skill_practice: "Skill practice",
  lesson: "Lesson",
  meeting: "Meeting",
  other: "Other",
};

/** Where an activity takes the user: its meeting link, or the lesson it starts. */
export function activityLink(activity: IcsActivity, appUrl: string): string | undefined {
  if (activity.meetingUrl) return activity.meetingUrl;
  if (activity.type === "lesson" && activity.relatedId !== null) {
    return `${appUrl.replace(/\/+$/, "")}/lessons?start=${activity.relatedId}`;
  }
  return undefined;
}

/** A VCALENDAR of the activities, all times in UTC, one VEVENT each with a stable UID. */
export function buildCalendarIcs(
  activities: readonly IcsActivity[],
  options: { calName: string; appUrl: string },
): string {
  const events = activities.map((activity): EventAttributes => {
    const url = activityLink(activity, options.appUrl);
    return {
      uid: `event-${activity.id}@leadcoach`,
      title: activity.title,
      ...(activity.description ? { description: activity.description } : {}),
      ...(url ? { url } : {}),
      start: toUtcDateArray(activity.startTime),
      startInputType: "utc",
      startOutputType: "utc",
      end: toUtcDateArray(activity.endTime),
      endInputType: "utc",
      endOutputType: "utc",
      status: activity.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      categories: [typeLabels[activity.type]],
    };
  });
  const { error, value } = createEvents(events, {
    calName: options.calName,
    productId: "leadcoach/calendar",
  });
  if (error || value === null) throw error ?? new Error("Could not build the calendar file");
  return value;
}
