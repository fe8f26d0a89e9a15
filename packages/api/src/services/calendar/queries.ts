import type { ActivityType, DB, ScheduledActivityStatus, ScheduledActivityType } from "@leadcoach/db";
import { sql } from "kysely";
import { deleteOwnRow, ownRow } from "../shared-queries";

/** The schedule shows activities from this many days back ... */
export const SCHEDULE_LOOKBACK_DAYS = 30;
/** ... and at most this many (every list that can grow is capped). */
export const MAX_SCHEDULED_ACTIVITIES = 200;

function activityRows(db: DB) {
  return db
    .selectFrom("calendarEvents as e")
    .leftJoin("lessons as l", "l.id", "e.relatedId")
    .select([
      "e.id",
      "e.userId",
      "e.type",
      "e.title",
      "e.description",
      "e.startTime",
      "e.endTime",
      "e.relatedId",
      "l.title as relatedLessonTitle",
      "e.meetingUrl",
      "e.status",
      "e.joinedAt",
      "e.completedAt",
      "e.sequence",
      "e.updatedAt",
    ]);
}

/**
 * What every change of an activity also sets: one more revision (the iCalendar SEQUENCE, added in the
 * statement itself, so two changes at once count two) and the time of the change (LAST-MODIFIED).
 */
function nextRevision(at: Date) {
  return { sequence: sql<number>`sequence + 1`, updatedAt: at };
}

export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

export async function findActivities(db: DB, userId: number, since: Date) {
  return activityRows(db)
    .where("e.userId", "=", userId)
    .where("e.startTime", ">=", since)
    .orderBy("e.startTime")
    .orderBy("e.id")
    .limit(MAX_SCHEDULED_ACTIVITIES)
    .execute();
}

export async function findActivity(db: DB, id: number) {
  return activityRows(db).where("e.id", "=", id).executeTakeFirst();
}

/** The caller's activity, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockOwnActivity(db: DB, userId: number, id: number) {
  return ownRow(db.selectFrom("calendarEvents"), userId, id)
    .select([
      "id",
      "type",
      "title",
      "startTime",
      "endTime",
      "relatedId",
      "meetingUrl",
      "status",
      "joinedAt",
      "completedAt",
    ])
    .forUpdate()
    .executeTakeFirst();
}

export interface ActivityValues {
  type: ScheduledActivityType;
  title: string;
  description: string | null;
  startTime: Date;
  endTime: Date;
  relatedId: number | null;
  meetingUrl: string | null;
}

export async function insertActivity(
  db: DB,
  userId: number,
  values: ActivityValues,
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto("calendarEvents")
    .values({ ...values, userId, status: "scheduled", createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateActivityRow(
  db: DB,
  id: number,
  changes: Partial<ActivityValues> & {
    status?: ScheduledActivityStatus;
    joinedAt?: Date | null;
    completedAt?: Date | null;
  },
  at: Date,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable("calendarEvents")
    .set({ ...changes, ...nextRevision(at) })
    .where("id", "=", id)
    .execute();
}

/**
 * Stamps `column` with `at` and marks the activity attended, only if it was not stamped yet: of two at
 * once, one changes the row and the other nothing (false).
 */
async function stampAttendedOnce(
  db: DB,
  id: number,
  column: "joinedAt" | "completedAt",
  at: Date,
): Promise<boolean> {
  const stamp = column === "joinedAt" ? { joinedAt: at } : { completedAt: at };
  const row = await db
    .updateTable("calendarEvents")
    .set({ ...stamp, status: "attended", ...nextRevision(at) })
    .where("id", "=", id)
    .where(column, "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the first 'Join'; false when it was already joined (so attendance is recorded once). */
export const setJoinedOnce = (db: DB, id: number, at: Date) => stampAttendedOnce(db, id, "joinedAt", at);

/** 'Mark as done', only if not done yet; false when it was already done. */
export const setCompletedOnce = (db: DB, id: number, at: Date) =>
  stampAttendedOnce(db, id, "completedAt", at);

/**
 * 'Undo': clears the completion if it is still the one the caller saw (`completedAt`); it stays
 * attended when the person had joined.
 */
export async function clearCompletion(db: DB, id: number, completedAt: Date, at: Date): Promise<boolean> {
  const row = await db
    .updateTable("calendarEvents")
    .set((eb) => ({
      ...nextRevision(at),
      completedAt: null,
      status: eb
        .case()
        .when("joinedAt", "is", null)
        .then(sql.lit<ScheduledActivityStatus>("scheduled"))
        .else(sql.lit<ScheduledActivityStatus>("attended"))
        .end(),
    }))
    .where("id", "=", id)
    .where("completedAt", "=", completedAt)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the learning action 'Mark as done' recorded, found by its exact instant so the lookup uses
 * the (user, time) index and never scans a person's history.
 */
export async function deleteCompletionEvent(
  db: DB,
  userId: number,
  activityId: number,
  completedAt: Date,
): Promise<void> {
  await db
    .deleteFrom("activityEvents")
    .where("userId", "=", userId)
    .where("occurredAt", "=", completedAt)
    .where("type", "=", COMPLETION_EVENT_TYPE)
    .where(sql<string>`detail->>'activityId'`, "=", String(activityId))
    .where(sql<string>`detail->>'action'`, "=", "done")
    .execute();
}

/** 'Join' and 'Mark as done' both count as attending (a learning action for streaks). */
export const COMPLETION_EVENT_TYPE = "activity_attended" satisfies ActivityType;

export async function deleteOwnActivity(db: DB, userId: number, id: number): Promise<boolean> {
  return deleteOwnRow(db, "calendarEvents", userId, id);
}

export async function activeLessonExists(db: DB, lessonId: number): Promise<boolean> {
  const row = await db
    .selectFrom("lessons")
    .select("id")
    .where("id", "=", lessonId)
    .where("isActive", "=", true)
    .executeTakeFirst();
  return row !== undefined;
}

/** This installation's random id (one row, written by the migration that made the table). */
export async function findInstanceId(db: DB): Promise<string> {
  const row = await db
    .selectFrom("instanceSettings")
    .select("instanceId")
    .where("id", "=", true)
    .executeTakeFirstOrThrow();
  return row.instanceId;
}

export async function upsertFeedToken(db: DB, userId: number, tokenHash: string, at: Date): Promise<void> {
  await db
    .insertInto("calendarFeeds")
    .values({ userId, tokenHash, createdAt: at })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ tokenHash, createdAt: at }))
    .execute();
}

export async function deleteFeed(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("calendarFeeds").where("userId", "=", userId).execute();
}

export async function findFeed(db: DB, userId: number) {
  return db.selectFrom("calendarFeeds").select("createdAt").where("userId", "=", userId).executeTakeFirst();
}

/** The active account behind a feed token's hash. */
export async function findFeedOwner(db: DB, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("calendarFeeds as f")
    .innerJoin("users as u", "u.id", "f.userId")
    .select("f.userId")
    .where("f.tokenHash", "=", tokenHash)
    .where("u.isActive", "=", true)
    .executeTakeFirst();
  return row?.userId;
}
