import type { DB } from "@leadcoach/db";

/**
 * Up to `limit` people (lowest id first, after `afterId`) with an enrolment whose weekly e-mail is due
 * at `now` or not yet worked out. Through `program_enrolments_reminder_due_idx`: the quarter-hourly
 * check reads only what is due, never every enrolment.
 */
export function dueRemindersStatement(db: DB, now: Date, afterId: number, limit: number) {
  return db
    .selectFrom("programEnrolments")
    .select("userId")
    .distinct()
    .where((eb) => eb.or([eb("reminderDueAt", "is", null), eb("reminderDueAt", "<=", now)]))
    .where("userId", ">", afterId)
    .orderBy("userId")
    .limit(limit);
}

export async function findPeopleWithDueReminders(
  db: DB,
  now: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await dueRemindersStatement(db, now, afterId, limit).execute();
  return rows.map((row) => row.userId);
}

/** Whom the e-mail goes to, and whether it may: the address, the zone, the settings. */
export function findReminderRecipient(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "isActive", "timeZone", "notificationPreferences"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/**
 * Claims the person's program e-mail for the local week that starts on `weekStart`: true for the one
 * caller whose row went in. Run it in the transaction that queues the e-mail.
 */
export async function claimProgramReminder(
  db: DB,
  userId: number,
  weekStart: string,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto("programReminderDeliveries")
    .values({ userId, weekStart, createdAt: at })
    .onConflict((oc) => oc.columns(["userId", "weekStart"]).doNothing())
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves every enrolment of the person on to their next weekly e-mail. */
export async function setReminderDueAt(db: DB, userId: number, dueAt: Date): Promise<void> {
  await db
    .updateTable("programEnrolments")
    .set({ reminderDueAt: dueAt })
    .where("userId", "=", userId)
    .execute();
}
