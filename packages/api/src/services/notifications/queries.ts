import type { DB, NotificationPreferences } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import type { CalendarSetting, EmailSubscription, NotificationKind } from "../../schemas/notifications";
import { countOf, latestOwnRows, ownRow, ownRowUpdate, rowCount } from "../shared-queries";

const preferencesOf = (db: DB, userId: number) =>
  db.selectFrom("users").select("notificationPreferences").where("id", "=", userId);

/** The user's stored notification settings, by kind ({} when none were ever saved). */
export async function findNotificationPreferences(db: DB, userId: number): Promise<NotificationPreferences> {
  const row = await preferencesOf(db, userId).executeTakeFirst();
  return row?.notificationPreferences ?? {};
}

/** The stored settings, locked for the rest of the transaction. */
export async function lockNotificationPreferences(db: DB, userId: number): Promise<NotificationPreferences> {
  const row = await preferencesOf(db, userId).forUpdate().executeTakeFirstOrThrow();
  return row.notificationPreferences;
}

/**
 * Stores the full set of settings; `digestOptedInAt`, when given, is when the weekly digest was turned
 * on (null: it was turned off).
 */
export async function setNotificationPreferences(
  db: DB,
  userId: number,
  preferences: Record<NotificationKind | EmailSubscription | CalendarSetting, boolean>,
  digestOptedInAt?: Date | null,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      notificationPreferences: json(preferences),
      ...(digestOptedInAt !== undefined ? { digestOptedInAt } : {}),
    })
    .where("id", "=", userId)
    .execute();
}

/** The stored notification settings of each of these users, by id (users never saved are left out). */
export async function findNotificationPreferencesOf(
  db: DB,
  userIds: readonly number[],
): Promise<Map<number, NotificationPreferences>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "notificationPreferences"])
    .where("id", "in", userIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.notificationPreferences]));
}

export interface NotificationValues {
  userId: number;
  kind: NotificationKind;
  title: string;
  message: string;
  icon: string;
  actionUrl: string | null;
  dedupeKey: string | null;
  /** When it happened; the database clock otherwise. */
  at?: Date | undefined;
}

const notificationRow = ({ at, ...columns }: NotificationValues) => ({
  ...columns,
  ...(at ? { createdAt: at } : {}),
});

/** Stores a notification unless one with the same (user, dedupe key) exists; its id, or null. */
export async function insertNotification(db: DB, values: NotificationValues): Promise<number | null> {
  const row = await db
    .insertInto("notifications")
    .values(notificationRow(values))
    .onConflict((oc) => oc.columns(["userId", "dedupeKey"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores many in one statement, as `insertNotification` does one; how many were new. */
export async function insertNotifications(db: DB, values: readonly NotificationValues[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insertInto("notifications")
    .values(values.map(notificationRow))
    .onConflict((oc) => oc.columns(["userId", "dedupeKey"]).doNothing())
    .returning("id")
    .execute();
  return rows.length;
}

/** The user's latest notifications, newest first. */
export function findNotifications(db: DB, userId: number, limit: number) {
  return latestOwnRows(db.selectFrom("notifications"), userId, limit)
    .select(["id", "kind", "title", "message", "icon", "actionUrl", "readAt", "createdAt"])
    .execute();
}

export async function countUnreadNotifications(db: DB, userId: number): Promise<number> {
  return countOf(
    db.selectFrom("notifications").select(rowCount).where("userId", "=", userId).where("readAt", "is", null),
  );
}

/** One of the user's notifications, or undefined when it is not theirs. */
export function findOwnNotification(db: DB, userId: number, id: number) {
  return ownRow(db.selectFrom("notifications"), userId, id).select(["id", "readAt"]).executeTakeFirst();
}

export async function setNotificationReadAt(db: DB, userId: number, id: number, at: Date): Promise<void> {
  await ownRowUpdate(db.updateTable("notifications"), userId, id).set({ readAt: at }).execute();
}

/** Marks every unread notification of the user read; how many changed. */
export async function setAllUnreadReadAt(db: DB, userId: number, at: Date): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ readAt: at })
    .where("userId", "=", userId)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's active goals whose target day is between `fromDay` and `toDay` ('YYYY-MM-DD', inclusive). */
export function findActiveGoalsDueBetween(db: DB, userId: number, fromDay: string, toDay: string) {
  return db
    .selectFrom("goals")
    .select(["id", "title", "targetDate"])
    .where("userId", "=", userId)
    .where("status", "=", "active")
    .where("targetDate", ">=", fromDay)
    .where("targetDate", "<=", toDay)
    .execute();
}

/** The user's scheduled activities starting after `after` and at the latest at `until`. */
export function findScheduledActivitiesStartingBetween(db: DB, userId: number, after: Date, until: Date) {
  return db
    .selectFrom("calendarEvents")
    .select(["id", "title", "startTime"])
    .where("userId", "=", userId)
    .where("status", "=", "scheduled")
    .where("startTime", ">", after)
    .where("startTime", "<=", until)
    .execute();
}
