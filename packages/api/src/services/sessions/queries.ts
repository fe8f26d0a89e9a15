import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

/** The person's live sessions, newest activity first (`sessions_user_id_idx`). */
export function liveSessionsStatement(db: DB, userId: number, now: Date) {
  return db
    .selectFrom("sessions")
    .select(["sid", "publicId", "userAgent", "ip", "createdAt", "lastSeenAt"])
    .where("userId", "=", userId)
    .where("expire", ">", now)
    .orderBy(sql`coalesce(last_seen_at, created_at)`, "desc")
    .orderBy("publicId");
}

export function findLiveSessionsOf(db: DB, userId: number, now: Date) {
  return liveSessionsStatement(db, userId, now).execute();
}

/** The stored key of one of the person's sessions, by its public id. */
export function findSessionKey(db: DB, userId: number, publicId: string) {
  return db
    .selectFrom("sessions")
    .select("sid")
    .where("userId", "=", userId)
    .where("publicId", "=", publicId)
    .executeTakeFirst();
}

/** Ends one of the person's sessions: the row goes, so its cookie is refused from the next request. */
export async function deleteSessionOf(db: DB, userId: number, publicId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("userId", "=", userId)
    .where("publicId", "=", publicId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the person but the one with the stored key `keepSid`. */
export async function deleteOtherSessionsOf(db: DB, userId: number, keepSid: string | null): Promise<number> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (keepSid !== null) query = query.where("sid", "!=", keepSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Records that the person signed in from `deviceKey`. True when the device is new to an account that
 * had signed in from another device before; false for a known device, and for the first device ever
 * (the sign-in right after sign-up, or the first since devices were recorded). Concurrent sign-ins from
 * one new device insert one row between them, so only one answers true.
 */
export async function rememberDevice(db: DB, userId: number, deviceKey: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto("knownDevices")
    .values({ userId, deviceKey, firstSeenAt: now, lastSeenAt: now })
    .onConflict((oc) => oc.columns(["userId", "deviceKey"]).doNothing())
    .returning("userId")
    .executeTakeFirst();
  if (!inserted) {
    await db
      .updateTable("knownDevices")
      .set({ lastSeenAt: now })
      .where("userId", "=", userId)
      .where("deviceKey", "=", deviceKey)
      .execute();
    return false;
  }
  const others = await db
    .selectFrom("knownDevices")
    .select("deviceKey")
    .where("userId", "=", userId)
    .where("deviceKey", "!=", deviceKey)
    .limit(1)
    .executeTakeFirst();
  return others !== undefined;
}
