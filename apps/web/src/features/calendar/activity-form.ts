import {
  END_BEFORE_START_MESSAGE,
  type CreateScheduledActivityInput,
  type ScheduledActivity,
  type ScheduledActivityType,
} from "@leadcoach/api/schemas";
import dayjs from "dayjs";

/** What the DateTimePicker holds: local 'YYYY-MM-DD HH:mm:ss'. */
const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

export interface ActivityFormValues {
  type: ScheduledActivityType;
  title: string;
  description: string;
  start: string | null;
  end: string | null;
  /** The lesson (a 'lesson' activity), as the select's text value. */
  relatedId: string | null;
  meetingUrl: string;
}

export type ActivityFormErrors = Partial<Record<keyof ActivityFormValues, string>>;

export function toPickerValue(iso: string): string {
  return dayjs(iso).format(PICKER_FORMAT);
}

export function fromPickerValue(value: string): string | null {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate().toISOString() : null;
}

/** A new activity starts at the next whole hour and lasts an hour. */
export function emptyActivityForm(now: Date): ActivityFormValues {
  const start = dayjs(now).add(1, "hour").startOf("hour");
  return {
    type: "skill_practice",
    title: "",
    description: "",
    start: start.format(PICKER_FORMAT),
    end: start.add(1, "hour").format(PICKER_FORMAT),
    relatedId: null,
    meetingUrl: "",
  };
}

export function activityFormFromActivity(activity: ScheduledActivity): ActivityFormValues {
  return {
    type: activity.type,
    title: activity.title,
    description: activity.description ?? "",
    start: toPickerValue(activity.startTime),
    end: toPickerValue(activity.endTime),
    relatedId: activity.relatedId === null ? null : String(activity.relatedId),
    meetingUrl: activity.meetingUrl ?? "",
  };
}

/** Moving the start keeps the activity's length, so a reschedule is one change. */
export function moveStart(values: ActivityFormValues, start: string | null): ActivityFormValues {
  if (!start || !values.start || !values.end) return { ...values, start };
  const length = dayjs(values.end).diff(dayjs(values.start));
  if (!(length > 0)) return { ...values, start };
  return { ...values, start, end: dayjs(start).add(length, "millisecond").format(PICKER_FORMAT) };
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function validateActivityForm(values: ActivityFormValues): ActivityFormErrors | null {
  const errors: ActivityFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = "Title is required";
  else if (title.length > 200) errors.title = "Title is too long";
  const start = values.start ? fromPickerValue(values.start) : null;
  const end = values.end ? fromPickerValue(values.end) : null;
  if (!start) errors.start = "Start time is required";
  if (!end) errors.end = "End time is required";
  if (start && end && Date.parse(end) <= Date.parse(start)) errors.end = END_BEFORE_START_MESSAGE;
  if (values.type === "lesson" && !values.relatedId)
    errors.relatedId = "Choose the lesson this activity is for.";
  const link = values.meetingUrl.trim();
  if (link && !isHttpsUrl(link)) errors.meetingUrl = "Meeting link must be an https:// URL";
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The create (or full edit) payload; call only after validateActivityForm passed. */
export function toActivityInput(values: ActivityFormValues): CreateScheduledActivityInput {
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim() || null,
    startTime: fromPickerValue(values.start ?? "") ?? "",
    endTime: fromPickerValue(values.end ?? "") ?? "",
    relatedId: values.type === "lesson" && values.relatedId ? Number(values.relatedId) : null,
    meetingUrl: values.meetingUrl.trim() || null,
  };
}
