import { json } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { countStreakDays } from "./queries";
import { localDay, streakDays } from "./streak";

const t = useTestDb();

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const HOUR = 3_600_000;
const zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"];

describe("the streak counted in the database", () => {
  it("agrees with the day-by-day definition for random histories in zones with odd offsets", async () => {
    const now = new Date("2026-03-29T22:40:00Z"); // a daylight-saving weekend in Europe
    for (let history = 0; history < 6; history += 1) {
      const next = random(history + 1);
      const user = await createUser(t.db);
      const times: Date[] = [];
      // Bursts of actions over the last 20 days, with gaps of a day or two now and then.
      for (
        let hoursAgo = 0;
        hoursAgo < 20 * 24;
        hoursAgo += 1 + Math.floor(next() * (history < 3 ? 8 : 40))
      ) {
        times.push(new Date(now.getTime() - hoursAgo * HOUR - Math.floor(next() * HOUR)));
      }
      await t.db
        .insertInto("activityEvents")
        .values(
          times.map((at) => ({
            userId: user.id,
            type: "lesson_step",
            subject: "Step",
            detail: json({}),
            occurredAt: at,
          })),
        )
        .execute();
      // Sign-ins are not learning: one today must not start a streak.
      await t.db
        .insertInto("activityEvents")
        .values({ userId: user.id, type: "sign_in", subject: "Signed in", detail: json({}), occurredAt: now })
        .execute();
      for (const zone of zones) {
        const counted = await countStreakDays(t.db, user.id, localDay(now, zone), zone, 400);
        expect(counted, `history ${history} in ${zone}`).toBe(streakDays(times, now, zone));
      }
    }
  });

  it("is zero without actions, and stops at the window", async () => {
    const user = await createUser(t.db);
    const now = new Date("2026-03-10T12:00:00Z");
    expect(await countStreakDays(t.db, user.id, localDay(now, "UTC"), "UTC", 400)).toBe(0);
    await t.db
      .insertInto("activityEvents")
      .values(
        Array.from({ length: 10 }, (_, day) => ({
          userId: user.id,
          type: "quiz_answered" as const,
          subject: "Quiz",
          detail: json({}),
          occurredAt: new Date(now.getTime() - day * 24 * HOUR),
        })),
      )
      .execute();
    expect(await countStreakDays(t.db, user.id, "2026-03-10", "UTC", 400)).toBe(10);
    expect(await countStreakDays(t.db, user.id, "2026-03-10", "UTC", 4)).toBe(5);
  });
});
