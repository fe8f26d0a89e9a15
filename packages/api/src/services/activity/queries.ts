import type { ActivityType, DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { sql } from "kysely";
import { learningActivityTypes } from "./streak";

/**
 * The instants of a user's learning actions, reduced to 15-minute buckets: every time zone's offset is
 * a multiple of 15 minutes, so each bucket falls on one local day whatever the zone.
 */
export async function findLearningActionTimes(db: DB, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom("activityEvents")
    .select(sql<Date>`to_timestamp(floor(extract(epoch from occurred_at) / 900) * 900)`.as("bucket"))
    .distinct()
    .where("userId", "=", userId)
    .where("type", "in", learningActivityTypes)
    .where("occurredAt", ">=", since)
    .execute();
  return rows.map((r) => new Date(r.bucket));
}

/** Every learning action lands here; streaks, recent activity and analytics read it back. */
export async function insertActivityEvent(
  db: DB,
  event: { userId: number; type: ActivityType; subject: string; detail?: Record<string, unknown>; at?: Date },
): Promise<void> {
  await db
    .insertInto("activityEvents")
    .values({
      userId: event.userId,
      type: event.type,
      subject: event.subject,
      detail: json(event.detail ?? {}),
      ...(event.at ? { occurredAt: event.at } : {}),
    })
    .execute();
}
