import type { DB } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { NotificationList } from "../../schemas/notifications";
import { materialiseDueNotifications } from "./due";

/** The dropdown shows at most this many. */
export const NOTIFICATION_LIST_LIMIT = 30;
const NOT_FOUND = "Notification not found";

/** The caller's notifications, newest first, after creating any that have become due. */
export async function listNotifications(db: DB, userId: number, now: Date): Promise<NotificationList> {
  await materialiseDueNotifications(db, userId, now);
  const [rows, unread] = await Promise.all([
    db
      .selectFrom("notifications")
      .select(["id", "kind", "title", "message", "icon", "actionUrl", "readAt", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(NOTIFICATION_LIST_LIMIT)
      .execute(),
    db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("userId", "=", userId)
      .where("readAt", "is", null)
      .executeTakeFirstOrThrow(),
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
    unreadCount: Number(unread.n),
  };
}

/** Marks one of the caller's notifications read; 404 for anyone else's. Reading twice is harmless. */
export async function markNotificationRead(db: DB, userId: number, id: number, now: Date): Promise<void> {
  const row = await db
    .selectFrom("notifications")
    .select(["id", "readAt"])
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  if (row.readAt) return;
  await db
    .updateTable("notifications")
    .set({ readAt: now })
    .where("id", "=", id)
    .where("userId", "=", userId)
    .execute();
}

/** Marks every unread notification of the caller read; returns how many changed. */
export async function markAllNotificationsRead(db: DB, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ readAt: now })
    .where("userId", "=", userId)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
