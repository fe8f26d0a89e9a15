import type { DB, NotificationPreferences } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { notificationKinds, type NotificationKind } from "../../schemas/notifications";

/** A kind's stored setting, under the kind's own name ('goal_due'). */
function storedSetting(stored: NotificationPreferences, kind: string): boolean | undefined {
  return stored[kind];
}

/** Every kind with its setting; kinds never set are on. */
export function resolvePreferences(stored: NotificationPreferences): Record<NotificationKind, boolean> {
  return Object.fromEntries(
    notificationKinds.map((kind) => [kind, storedSetting(stored, kind) !== false]),
  ) as Record<NotificationKind, boolean>;
}

export async function findNotificationPreferences(db: DB, userId: number): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom("users")
    .select("notificationPreferences")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.notificationPreferences ?? {};
}

export async function getNotificationPreferences(
  db: DB,
  userId: number,
): Promise<Record<NotificationKind, boolean>> {
  return resolvePreferences(await findNotificationPreferences(db, userId));
}

/** Merges the given kinds into the stored preferences and returns the full set. */
export async function updateNotificationPreferences(
  db: DB,
  userId: number,
  changes: Partial<Record<NotificationKind, boolean>>,
): Promise<Record<NotificationKind, boolean>> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("users")
      .select("notificationPreferences")
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const merged = { ...resolvePreferences(current.notificationPreferences), ...changes };
    await trx
      .updateTable("users")
      .set({ notificationPreferences: json(merged) })
      .where("id", "=", userId)
      .execute();
    return merged;
  });
}

export async function wantsNotification(db: DB, userId: number, kind: string): Promise<boolean> {
  return storedSetting(await findNotificationPreferences(db, userId), kind) !== false;
}
