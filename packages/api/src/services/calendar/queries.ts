import type { DB, ScheduledActivityStatus, ScheduledActivityType } from "@leadcoach/db";

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
    ]);
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
  return db
    .selectFrom("calendarEvents")
    .select(["id", "type", "title", "startTime", "endTime", "relatedId", "meetingUrl", "status"])
    .where("id", "=", id)
    .where("userId", "=", userId)
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
    .values({ ...values, userId, status: "scheduled", createdAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateActivityRow(
  db: DB,
  id: number,
  changes: Partial<ActivityValues> & { status?: ScheduledActivityStatus },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable("calendarEvents").set(changes).where("id", "=", id).execute();
}

export async function deleteOwnActivity(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("calendarEvents")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
