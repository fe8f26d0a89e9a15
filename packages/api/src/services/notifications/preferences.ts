import type { DB, NotificationPreferences } from "@leadcoach/db";
import {
  calendarSettings,
  emailSubscriptionDefaults,
  emailSubscriptions,
  notificationKinds,
  type CalendarSetting,
  type EmailSubscription,
  type NotificationKind,
  type NotificationPreferencesView,
  type UpdateNotificationPreferencesInput,
} from "../../schemas/notifications";
import type { ServiceDeps, SessionUser } from "../deps";
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

/** Every e-mail with its setting; one never set has its default. */
export function resolveEmailSubscriptions(
  stored: NotificationPreferences,
): Record<EmailSubscription, boolean> {
  return Object.fromEntries(
    emailSubscriptions.map((name) => [name, storedSetting(stored, name) ?? emailSubscriptionDefaults[name]]),
  ) as Record<EmailSubscription, boolean>;
}

/** Every calendar setting; one never turned off is on. */
export function resolveCalendarSettings(stored: NotificationPreferences): Record<CalendarSetting, boolean> {
  return Object.fromEntries(
    calendarSettings.map((name) => [name, storedSetting(stored, name) !== false]),
  ) as Record<CalendarSetting, boolean>;
}

function view(stored: NotificationPreferences): NotificationPreferencesView {
  return {
    kinds: resolvePreferences(stored),
    emails: resolveEmailSubscriptions(stored),
    calendar: resolveCalendarSettings(stored),
  };
}

/** The caller's setting for every kind and e-mail. */
export async function getNotificationPreferences(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<NotificationPreferencesView> {
  return view(await findNotificationPreferences(db, caller.id));
}

/**
 * Merges the given settings into the caller's stored preferences and returns the full set. Turning
 * the weekly digest on records when (its first digest covers only the time since); turning it off
 * clears that. The row is locked, so two changes at once cannot lose either.
 */
export async function updateNotificationPreferences(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferencesView> {
  return db.transaction().execute(async (trx) => {
    const current = view(await lockNotificationPreferences(trx, caller.id));
    const merged = {
      kinds: { ...current.kinds, ...input.kinds },
      emails: { ...current.emails, ...input.emails },
      calendar: { ...current.calendar, ...input.calendar },
    };
    const digestWasOn = current.emails.weekly_digest;
    const digestIsOn = merged.emails.weekly_digest;
    const digestOptedInAt = digestIsOn === digestWasOn ? undefined : digestIsOn ? now() : null;
    await setNotificationPreferences(
      trx,
      caller.id,
      { ...merged.kinds, ...merged.emails, ...merged.calendar },
      digestOptedInAt,
    );
    return merged;
  });
}

/** Whether the person's calendar app should get a reminder before each activity. */
export async function wantsCalendarReminders(db: DB, userId: number): Promise<boolean> {
  return resolveCalendarSettings(await findNotificationPreferences(db, userId)).calendar_reminders;
}

/** Whether stored settings let a notification of this kind through (a kind never set is on). */
export function allowsNotification(stored: NotificationPreferences | undefined, kind: string): boolean {
  return stored === undefined || storedSetting(stored, kind) !== false;
}

export async function wantsNotification(db: DB, userId: number, kind: string): Promise<boolean> {
  return allowsNotification(await findNotificationPreferences(db, userId), kind);
}
