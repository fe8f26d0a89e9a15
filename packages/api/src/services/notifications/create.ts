import type { DB } from "@leadcoach/db";
import type { NotificationKind } from "../../schemas/notifications";
import { allowsNotification, wantsNotification } from "./preferences";
import {
  findNotificationPreferencesOf,
  insertNotification,
  insertNotifications,
  type NotificationValues,
} from "./queries";

/** The icon each kind shows in the dropdown unless the caller picks another. */
export const defaultNotificationIcons: Record<NotificationKind, string> = {
  assessment_completed: "clipboard-check",
  goal_due: "target",
  activity_soon: "calendar",
  feedback_received: "message",
  feedback_request_completed: "message-check",
  feedback_request_expiring: "hourglass",
  bug_status_changed: "bug",
  bug_answered: "message-reply",
  review_360_campaign: "users-group",
  reviewer_list_to_approve: "list-check",
};

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  message: string;
  icon?: string;
  actionUrl?: string | null;
  /** A repeated event with the same key (per user) is stored once. */
  dedupeKey?: string;
  /** When it happened; the database clock otherwise. */
  at?: Date;
}

/**
 * Stores a notification for a user unless they turned its kind off, or one with the same dedupe key
 * already exists. Returns the new id, or null when nothing was stored. Any domain may call it.
 */
export async function createNotification(db: DB, notification: NewNotification): Promise<number | null> {
  if (!(await wantsNotification(db, notification.userId, notification.kind))) return null;
  return insertNotification(db, notificationValues(notification));
}

/** At most this many notifications go in one statement (PostgreSQL takes 65,535 parameters). */
const NOTIFICATIONS_PER_STATEMENT = 500;

/**
 * Stores many notifications (a campaign opening everyone's review) as `createNotification` does one:
 * each person's settings read in one statement per batch, the new rows inserted in another. Returns
 * how many were stored.
 */
export async function createNotifications(
  db: DB,
  notifications: readonly NewNotification[],
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < notifications.length; start += NOTIFICATIONS_PER_STATEMENT) {
    const batch = notifications.slice(start, start + NOTIFICATIONS_PER_STATEMENT);
    const settings = await findNotificationPreferencesOf(db, [...new Set(batch.map((n) => n.userId))]);
    const wanted = batch.filter((n) => allowsNotification(settings.get(n.userId), n.kind));
    stored += await insertNotifications(db, wanted.map(notificationValues));
  }
  return stored;
}

function notificationValues(notification: NewNotification): NotificationValues {
  return {
    userId: notification.userId,
    kind: notification.kind,
    title: notification.title,
    message: notification.message,
    icon: notification.icon ?? defaultNotificationIcons[notification.kind],
    actionUrl: notification.actionUrl ?? null,
    dedupeKey: notification.dedupeKey ?? null,
    at: notification.at,
  };
}
