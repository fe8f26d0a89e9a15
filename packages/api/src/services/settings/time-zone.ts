import type { DB } from "@leadcoach/db";
import type { SetTimeZoneInput } from "../../schemas/time-zone";
import type { ServiceDeps, SessionUser } from "../deps";

type TimeZoneSetting = { timeZone: string | null };

function setTimeZone(db: DB, userId: number, timeZone: string) {
  return db
    .updateTable("users")
    .set({ timeZone })
    .where("id", "=", userId)
    .returning("timeZone")
    .executeTakeFirstOrThrow();
}

/** Sets the zone only while none is stored, in one statement, so two tabs loading at once agree. */
function setTimeZoneWhenEmpty(db: DB, userId: number, timeZone: string) {
  return db
    .updateTable("users")
    .set({ timeZone })
    .where("id", "=", userId)
    .where("timeZone", "is", null)
    .returning("timeZone")
    .executeTakeFirst();
}

function findTimeZone(db: DB, userId: number) {
  return db.selectFrom("users").select("timeZone").where("id", "=", userId).executeTakeFirstOrThrow();
}

/** The person picks their zone in settings. */
export function updateTimeZone(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: SetTimeZoneInput,
): Promise<TimeZoneSetting> {
  return setTimeZone(db, caller.id, input.timeZone);
}

/**
 * The browser's zone, sent on a signed-in load: kept only when the person has none yet, so it never
 * overrides what they chose in settings. Returns the zone stored afterwards.
 */
export async function adoptBrowserTimeZone(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: SetTimeZoneInput,
): Promise<TimeZoneSetting> {
  return (await setTimeZoneWhenEmpty(db, caller.id, input.timeZone)) ?? findTimeZone(db, caller.id);
}
