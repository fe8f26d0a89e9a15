import type { DB, NotificationPreferences } from "@leadcoach/db";
import {
  emailSubscriptions,
  notificationKinds,
  type EmailSubscription,
  type NotificationKind,
  type NotificationPreferencesView,
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

/** Every opt-in e-mail with its setting; one never turned on is off. */
export function resolveEmailSubscriptions(
  stored: NotificationPreferences,
): Record<EmailSubscription, boolean> {
  return Object.fromEntries(
    emailSubscriptions.map((name) => [name, storedSetting(stored, name) === true]),
  ) as Record<EmailSubscription, boolean>;
}

function view(stored: NotificationPreferences): NotificationPreferencesView {
  return { kinds: resolvePreferences(stored), emails: resolveEmailSubscriptions(stored) };
}

/** The caller's setting for every kind and opt-in e-mail. */
export async function getNotificationPreferences(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<NotificationPreferencesView> {
  return view(await findNotificationPreferences(db, caller.id));
}

/** Merges the given kinds and e-mails into the caller's stored preferences and returns the full set. */
export async function updateNotificationPreferences(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferencesView> {
  return db.transaction().execute(async (trx) => {
    const current = view(await lockNotificationPreferences(trx, caller.id));
    const merged = {
      kinds: { ...current.kinds, ...input.kinds },
      emails: { ...current.emails, ...input.emails },
    };
    await setNotificationPreferences(trx, caller.id, { ...merged.kinds, ...merged.emails });
    return merged;
  });
}

export async function wantsNotification(db: DB, userId: number, kind: string): Promise<boolean> {
  return storedSetting(await findNotificationPreferences(db, userId), kind) !== false;
}
