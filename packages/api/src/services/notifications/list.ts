import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { NotificationList, ZNotificationIdInput } from "../../schemas/notifications";
import type { ServiceDeps, SessionUser } from "../deps";
import { materialiseDueNotifications } from "./due";
import {
  countUnreadNotifications,
  findNotifications,
  findOwnNotification,
  setAllUnreadReadAt,
  setNotificationReadAt,
} from "./queries";

/** The dropdown shows at most this many. */
export const NOTIFICATION_LIST_LIMIT = 30;
const NOT_FOUND = "Notification not found";

/** The caller's notifications, newest first, after creating any that have become due. */
export async function listNotifications(
  { db, now }: ServiceDeps,
  caller: SessionUser,
): Promise<NotificationList> {
  await materialiseDueNotifications(db, caller.id, now());
  const [rows, unreadCount] = await Promise.all([
    findNotifications(db, caller.id, NOTIFICATION_LIST_LIMIT),
    countUnreadNotifications(db, caller.id),
  ]);
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      message: r.message,
      icon: r.icon,
      actionUrl: r.actionUrl,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    unreadCount,
  };
}

/** Marks one of the caller's notifications read; 404 for anyone else's. Reading twice is harmless. */
export async function markNotificationRead(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZNotificationIdInput>,
): Promise<{ success: true }> {
  const row = await findOwnNotification(db, caller.id, input.id);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  if (!row.readAt) await setNotificationReadAt(db, caller.id, input.id, now());
  return { success: true };
}

/** Marks every unread notification of the caller read; returns how many changed. */
export async function markAllNotificationsRead(
  { db, now }: ServiceDeps,
  caller: SessionUser,
): Promise<{ updated: number }> {
  return { updated: await setAllUnreadReadAt(db, caller.id, now()) };
}
