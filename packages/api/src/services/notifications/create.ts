import type { DB } from "@leadcoach/db";
import type { NotificationKind } from "../../schemas/notifications";
import { wantsNotification } from "./preferences";
import { insertNotification } from "./queries";

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
  return insertNotification(db, {
    userId: notification.userId,
    kind: notification.kind,
    title: notification.title,
    message: notification.message,
    icon: notification.icon ?? defaultNotificationIcons[notification.kind],
    actionUrl: notification.actionUrl ?? null,
    dedupeKey: notification.dedupeKey ?? null,
    at: notification.at,
  });
}
