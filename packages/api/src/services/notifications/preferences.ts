import type { DB, NotificationPreferences } from "@leadcoach/db";
import {
  notificationKinds,
  type NotificationKind,
  type UpdateNotificationPreferencesInput,
} from "../../schemas/notifications";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
import {
  findNotificationPreferences,
  lockNotificationPreferences,
  setNotificationPreferences,
} from "./queries";

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

/** The caller's setting for every kind. */
export async function getNotificationPreferences(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<{ kinds: Record<NotificationKind, boolean> }> {
  return { kinds: resolvePreferences(await findNotificationPreferences(db, caller.id)) };
}

/** Merges the given kinds into the caller's stored preferences and returns the full set. */
export async function updateNotificationPreferences(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: UpdateNotificationPreferencesInput,
): Promise<{ kinds: Record<NotificationKind, boolean> }> {
  const kinds = await db.transaction().execute(async (trx) => {
    const merged = {
      ...resolvePreferences(await lockNotificationPreferences(trx, caller.id)),
      ...input.kinds,
    };
    await setNotificationPreferences(trx, caller.id, merged);
    return merged;
  });
  return { kinds };
}

export async function wantsNotification(db: DB, userId: number, kind: string): Promise<boolean> {
  return storedSetting(await findNotificationPreferences(db, userId), kind) !== false;
}
