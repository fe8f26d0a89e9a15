import {
  scheduledActivityProblems,
  ZCreateScheduledActivityInput,
  type ScheduledActivity,
  type ScheduledActivityType,
} from "@leadcoach/api/schemas";
import dayjs from "dayjs";
import { z } from "zod";

/** What the DateTimePicker holds: local 'YYYY-MM-DD HH:mm:ss'. */
const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

export type ActivityFormValues = {
  type: ScheduledActivityType;
  title: string;
  description: string;
  /** The start as the picker holds it (local time), or null. */
  startTime: string | null;
  endTime: string | null;
  /** The lesson (a 'lesson' activity), as the select's text value. */
  relatedId: string | null;
  meetingUrl: string;
};

export function toPickerValue(iso: string): string {
  return dayjs(iso).format(PICKER_FORMAT);
}

export function fromPickerValue(value: string): string | null {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate().toISOString() : null;
}

const server = ZCreateScheduledActivityInput.shape;

/** A picker's local time, required, sent as the instant the server expects. */
const pickerTime = (label: string, instant: typeof server.startTime) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => fromPickerValue(value) ?? value)
    .pipe(instant);

/**
 * The schedule form: the server's activity rules and the rules across its fields (it ends after it
 * starts; a lesson activity names its lesson), with the times held as the picker's local text and the
 * lesson as the select's text. Its output is the calendar.create input; a lesson is sent only for a
 * 'lesson' activity.
 */
export const ZActivityForm = z
  .object({
    type: server.type,
    title: server.title,
    description: server.description,
    startTime: pickerTime("Start time", server.startTime),
    endTime: pickerTime("End time", server.endTime),
    relatedId: z
      .string()
      .nullable()
      .transform((value): z.input<typeof server.relatedId> => (value ? Number(value) : null))
      .pipe(server.relatedId),
    meetingUrl: z
      .string()
      .transform((value): z.input<typeof server.meetingUrl> => value.trim())
      .pipe(server.meetingUrl),
  })
  .superRefine(
    (activity, ctx) => {
      for (const problem of scheduledActivityProblems(activity)) {
        ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
      }
    },
    // Checked alongside the field rules, so every problem shows at once.
    { when: () => true },
  )
  .transform((activity) => ({
    ...activity,
    relatedId: activity.type === "lesson" ? activity.relatedId : null,
  }));

/** A new activity starts at the next whole hour and lasts an hour. */
export function emptyActivityForm(now: Date): ActivityFormValues {
  const start = dayjs(now).add(1, "hour").startOf("hour");
  return {
    type: "skill_practice",
    title: "",
    description: "",
    startTime: start.format(PICKER_FORMAT),
    endTime: start.add(1, "hour").format(PICKER_FORMAT),
    relatedId: null,
    meetingUrl: "",
  };
}

export function activityFormFromActivity(activity: ScheduledActivity): ActivityFormValues {
  return {
    type: activity.type,
    title: activity.title,
    description: activity.description ?? "",
    startTime: toPickerValue(activity.startTime),
    endTime: toPickerValue(activity.endTime),
    relatedId: activity.relatedId === null ? null : String(activity.relatedId),
    meetingUrl: activity.meetingUrl ?? "",
  };
}

/** Moving the start keeps the activity's length, so a reschedule is one change. */
export function moveStart(values: ActivityFormValues, startTime: string | null): ActivityFormValues {
  if (!startTime || !values.startTime || !values.endTime) return { ...values, startTime };
  const length = dayjs(values.endTime).diff(dayjs(values.startTime));
  if (!(length > 0)) return { ...values, startTime };
  return {
    ...values,
    startTime,
    endTime: dayjs(startTime).add(length, "millisecond").format(PICKER_FORMAT),
  };
}
