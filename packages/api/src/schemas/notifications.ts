import { z } from "zod";
import { ZRecordId } from "./record-id";

/** Every kind of notification the server creates; preferences are keyed by these. */
export const notificationKinds = [
  "assessment_completed",
  "goal_due",
  "activity_soon",
  "feedback_received",
  "feedback_request_completed",
  "feedback_request_expiring",
  "bug_status_changed",
  "bug_answered",
  "review_360_campaign",
  "reviewer_list_to_approve",
] as const;
export const ZNotificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof ZNotificationKind>;

export const ZNotification = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  message: z.string(),
  icon: z.string(),
  actionUrl: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationIdInput = z.object({ id: ZRecordId });

/**
 * E-mails a person may turn on or off, stored beside the notification kinds under these names, each
 * with its setting until the person chooses: the digest is opted into, a program's weekly e-mail is
 * sent to everyone enrolled until they turn it off, and so is the monthly summary to a manager whom
 * people share their progress with.
 */
export const emailSubscriptions = ["weekly_digest", "program_reminders", "manager_summary"] as const;
export const ZEmailSubscription = z.enum(emailSubscriptions);
export type EmailSubscription = z.infer<typeof ZEmailSubscription>;
export const emailSubscriptionDefaults = {
  weekly_digest: false,
  program_reminders: true,
  manager_summary: true,
} as const satisfies Record<EmailSubscription, boolean>;

/**
 * What the person's own calendar app does with the activities it gets from the .ics export and the
 * subscription feed, stored beside the notification kinds under these names. Each is on until the
 * person turns it off. 'calendar_reminders': a reminder 15 minutes before each activity.
 */
export const calendarSettings = ["calendar_reminders"] as const;
export const ZCalendarSetting = z.enum(calendarSettings);
export type CalendarSetting = z.infer<typeof ZCalendarSetting>;

/**
 * Every kind with its on/off setting (a kind never set is on), every e-mail (its default unless set)
 * and every calendar setting (on unless turned off).
 */
export const ZNotificationPreferences = z.object({
  kinds: z.record(ZNotificationKind, z.boolean()),
  emails: z.record(ZEmailSubscription, z.boolean()),
  calendar: z.record(ZCalendarSetting, z.boolean()),
});
export type NotificationPreferencesView = z.infer<typeof ZNotificationPreferences>;

export const ZUpdateNotificationPreferencesInput = z.object({
  kinds: z.partialRecord(ZNotificationKind, z.boolean()).optional(),
  emails: z.partialRecord(ZEmailSubscription, z.boolean()).optional(),
  calendar: z.partialRecord(ZCalendarSetting, z.boolean()).optional(),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof ZUpdateNotificationPreferencesInput>;
