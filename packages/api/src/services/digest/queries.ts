import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import type { EmailSubscription } from "../../schemas/notifications";

/**
 * Up to `limit` active people with the digest on since before its regular send (`sendAt`) and none
 * recorded for `weekStart`, lowest id first. Someone who turned it on after the send waits for the
 * next one, instead of getting at once a digest of a week they were not part of. The partial index
 * `users_weekly_digest_idx` holds only the opted-in, so the tick never reads everyone; `afterId`
 * pages through them.
 */
export function findDigestRecipients(
  db: DB,
  week: { weekStart: string; sendAt: Date },
  afterId: number,
  limit: number,
) {
  const { weekStart } = week;
  return db
    .selectFrom("users as u")
    .select(["u.id", "u.name", "u.email", "u.digestOptedInAt"])
    .where("u.isActive", "=", true)
    .where(sql<boolean>`(u.notification_preferences ->> 'weekly_digest') = 'true'`)
    .where("u.digestOptedInAt", "<", week.sendAt)
    .where("u.id", ">", afterId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("digestDeliveries as d")
            .select("d.userId")
            .whereRef("d.userId", "=", "u.id")
            .where("d.weekStart", "=", weekStart),
        ),
      ),
    )
    .orderBy("u.id")
    .limit(limit)
    .execute();
}

/**
 * Claims the person's digest for the week: true for the one caller that inserted the row, false for
 * everyone else (another process got there first, or the person turned the digest off meanwhile).
 * Run it in the transaction that enqueues the e-mail, so the claim and the e-mail commit together.
 */
export async function claimDigestDelivery(
  db: DB,
  userId: number,
  week: { weekStart: string; sendAt: Date },
  at: Date,
): Promise<boolean> {
  const { weekStart } = week;
  const row = await db
    .insertInto("digestDeliveries")
    .columns(["userId", "weekStart", "createdAt"])
    .expression((eb) =>
      eb
        .selectFrom("users")
        .select([
          "id",
          sql<string>`cast(${weekStart} as date)`.as("weekStart"),
          sql<Date>`cast(${at.toISOString()} as timestamptz)`.as("createdAt"),
        ])
        .where("id", "=", userId)
        .where("isActive", "=", true)
        .where(sql<boolean>`(notification_preferences ->> 'weekly_digest') = 'true'`)
        .where("digestOptedInAt", "<", week.sendAt),
    )
    .onConflict((oc) => oc.columns(["userId", "weekStart"]).doNothing())
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Lessons the person completed in [from, to), with their titles: one probe of their own rows. */
export function findLessonsCompletedBetween(db: DB, userId: number, from: Date, to: Date) {
  return db
    .selectFrom("userLessons as ul")
    .innerJoin("lessons as l", "l.id", "ul.lessonId")
    .select(["l.title", "ul.completedAt"])
    .where("ul.userId", "=", userId)
    .where("ul.status", "=", "completed")
    .where("ul.completedAt", ">=", from)
    .where("ul.completedAt", "<", to)
    .orderBy("ul.completedAt")
    .orderBy("ul.id")
    .execute();
}

/** XP the person earned in [from, to). */
export async function sumXpBetween(db: DB, userId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom("xpAwards")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("points"), sql<number>`0`).as("xp"))
    .where("userId", "=", userId)
    .where("createdAt", ">=", from)
    .where("createdAt", "<", to)
    .executeTakeFirstOrThrow();
  return Number(row.xp);
}

/**
 * The person's goals that can have moved since `from` or be due by `dueBy`: the active ones and
 * those completed since `from`. Through (user_id, status), never the whole table.
 */
export function findGoalsForDigest(db: DB, userId: number, from: Date) {
  return db
    .selectFrom("goals")
    .select(["id", "title", "status", "targetDate", "completedAt", "milestones"])
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("status", "=", "active"), eb("completedAt", ">=", from)]))
    .orderBy("targetDate")
    .orderBy("id")
    .execute();
}

/** Scheduled activities starting in [from, to), soonest first, at most `limit`. */
export function findScheduledActivitiesBetween(db: DB, userId: number, from: Date, to: Date, limit: number) {
  return db
    .selectFrom("calendarEvents")
    .select(["title", "startTime"])
    .where("userId", "=", userId)
    .where("status", "=", "scheduled")
    .where("startTime", ">=", from)
    .where("startTime", "<", to)
    .orderBy("startTime")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Answers to the person's feedback requests (peer and 360) submitted in [from, to): who, only where
 * the reviewer chose to be named and outside a 360 review; never what they wrote.
 */
export function findFeedbackReceivedBetween(db: DB, userId: number, from: Date, to: Date) {
  return db
    .selectFrom("peerFeedbackRequests as q")
    .innerJoin("peerFeedbackResponses as r", "r.requestId", "q.id")
    .leftJoin("assessment360Cycles as c", "c.id", "q.cycleId")
    .select([
      "q.cycleId",
      "c.title as cycleTitle",
      "q.reviewerName",
      "q.reviewerEmail",
      "r.isAnonymous",
      "r.submittedAt",
    ])
    .where("q.requesterId", "=", userId)
    .where("r.submittedAt", ">=", from)
    .where("r.submittedAt", "<", to)
    .orderBy("r.submittedAt")
    .orderBy("r.id")
    .execute();
}

/**
 * Sets one of the person's e-mails off in one statement (the weekly digest also forgets when it was
 * turned on): the jsonb merge happens in the row update, so it cannot undo a settings change made at the
 * same moment (that one locks the row).
 */
export async function turnEmailSubscriptionOff(
  db: DB,
  userId: number,
  name: EmailSubscription,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      notificationPreferences: sql<string>`notification_preferences || jsonb_build_object(${name}::text, false)`,
      ...(name === "weekly_digest" ? { digestOptedInAt: null } : {}),
    })
    .where("id", "=", userId)
    .execute();
}
