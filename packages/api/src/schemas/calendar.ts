import { z } from "zod";
import { scheduledActivityStatuses, scheduledActivityTypes } from "./domain";
import { ZLessonRef } from "./lessons";
import { ZRecordId } from "./record-id";

export const ZScheduledActivityType = z.enum(scheduledActivityTypes);
export const ZScheduledActivityStatus = z.enum(scheduledActivityStatuses);

export const END_BEFORE_START_MESSAGE = "End time must be after the start time";
export const CALENDAR_FEED_INVALID_MESSAGE = "This calendar link is invalid or was revoked.";
/** The server's answer to a start in the past sent without `allowPast: true`; the form then asks. */
export const PAST_START_MESSAGE = "This activity starts in the past. Schedule it anyway?";

export const ZScheduledActivity = z.object({
  id: z.number(),
  type: ZScheduledActivityType,
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** The lesson a 'lesson' activity starts (/lessons?start={relatedId}). */
  relatedId: z.number().nullable(),
  relatedLessonTitle: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  status: ZScheduledActivityStatus,
  /** When 'Join' was first used (attendance), or null. */
  joinedAt: z.string().nullable(),
  /** When it was marked done, or null (never, or undone). */
  completedAt: z.string().nullable(),
});
export type ScheduledActivity = z.infer<typeof ZScheduledActivity>;

/** An instant with its offset, as `Date.prototype.toISOString()` writes it. */
const ZInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time like 2026-11-21T09:00:00Z` });

const ZActivityTitle = z.string().trim().min(1, "Title is required").max(200, "Title is too long");
const ZActivityDescription = z
  .union([z.string().trim().max(2000, "Description is too long"), z.null()])
  .transform((v) => (v ? v : null));
const ZMeetingUrl = z
  .union([
    z.literal(""),
    z.url({ protocol: /^https$/, error: "Meeting link must be an https:// URL" }).max(2000),
    z.null(),
  ])
  .transform((v) => (v ? v : null));
/** The lesson to start: its id or 'lesson-N'. */
const ZRelatedLesson = z.union([ZLessonRef, z.null()]);

export const ZCreateScheduledActivityInput = z.object({
  type: ZScheduledActivityType,
  title: ZActivityTitle,
  description: ZActivityDescription.optional(),
  startTime: ZInstant("Start time"),
  endTime: ZInstant("End time"),
  relatedId: ZRelatedLesson.optional(),
  meetingUrl: ZMeetingUrl.optional(),
  /** A start before now is refused unless this confirms it. */
  allowPast: z.boolean().optional(),
});
export type CreateScheduledActivityInput = z.input<typeof ZCreateScheduledActivityInput>;

/** Edit or reschedule: every field optional; moving a joined or done activity schedules it again. */
export const ZUpdateScheduledActivityInput = z.object({
  id: ZRecordId,
  type: ZScheduledActivityType.optional(),
  title: ZActivityTitle.optional(),
  description: ZActivityDescription.optional(),
  startTime: ZInstant("Start time").optional(),
  endTime: ZInstant("End time").optional(),
  relatedId: ZRelatedLesson.optional(),
  meetingUrl: ZMeetingUrl.optional(),
  /** Moving the start to before now is refused unless this confirms it. */
  allowPast: z.boolean().optional(),
});
export type UpdateScheduledActivityInput = z.input<typeof ZUpdateScheduledActivityInput>;

export const ZScheduledActivityIdInput = z.object({ id: ZRecordId });

export const ZJoinActivityResult = z.object({
  meetingUrl: z.string().nullable(),
  activity: ZScheduledActivity,
});

export const ZCalendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;
export const ZCalendarFeedUrl = z.object({ url: z.string() });
/**
 * The subscription feed's secret (`GET /api/calendar/feed/{token}.ics`). Any text a path segment can
 * hold is taken: one that is not a token answers the same 404 as a revoked one.
 */
export const ZCalendarFeedInput = z.object({ token: z.string().max(2_000) });
export type CalendarFeedInput = z.infer<typeof ZCalendarFeedInput>;
/** The subscription feed: the owner's schedule as iCalendar text. */
export const ZCalendarFeed = z.object({ filename: z.string(), content: z.string() });
/** `count`: how many activities the file holds (0: a valid calendar with no events). */
export const ZCalendarExport = z.object({ filename: z.string(), content: z.string(), count: z.number() });
