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
 * E-mails a person may opt into, stored beside the notification kinds under these names. Unlike a
 * notification kind, each is off until the person turns it on.
 */
export const emailSubscriptions = ["weekly_digest"] as const;
export const ZEmailSubscription = z.enum(emailSubscriptions);
export type EmailSubscription = z.infer<typeof ZEmailSubscription>;

/** Every kind with its on/off setting (a kind never set is on), and every opt-in e-mail (off unless set). */
export const ZNotificationPreferences = z.object({
  kinds: z.record(ZNotificationKind, z.boolean()),
  emails: z.record(ZEmailSubscription, z.boolean()),
});
export type NotificationPreferencesView = z.infer<typeof ZNotificationPreferences>;

export const ZUpdateNotificationPreferencesInput = z.object({
  kinds: z.partialRecord(ZNotificationKind, z.boolean()).optional(),
  emails: z.partialRecord(ZEmailSubscription, z.boolean()).optional(),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof ZUpdateNotificationPreferencesInput>;
