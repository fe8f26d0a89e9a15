import { activityTypes, json, type ActivityType } from "@leadcoach/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { insertActivityEvent } from "./queries";
import { learningActivityTypes } from "./streak";

const t = useTestDb();

const event = (userId: number, type: ActivityType, at: string) => ({
  userId,
  type,
  subject: "x",
  detail: json({}),
  occurredAt: new Date(at),
});

/** The person's summary rows, and the same figures counted afresh from their events. */
async function summaryAndRecount(userId: number) {
  const kept = await sql<{ day: string; firstAt: string; lastAt: string }>`
    select day::text as "day", first_at::text as "firstAt", last_at::text as "lastAt"
    from user_learning_days where user_id = ${userId} order by day`.execute(t.db);
  const counted = await sql<{ day: string; firstAt: string; lastAt: string }>`
    select (occurred_at at time zone 'UTC')::date::text as "day", min(occurred_at)::text as "firstAt",
      max(occurred_at)::text as "lastAt"
    from activity_events
    where user_id = ${userId} and type in (${sql.join([...learningActivityTypes])})
    group by 1 order by 1`.execute(t.db);
  return { kept: kept.rows, counted: counted.rows };
}

describe("the learning-day summary kept by triggers", () => {
  it("counts exactly the streak's learning actions", async () => {
    const user = await createUser(t.db);
    await t.db
      .insertInto("activityEvents")
      .values(
        activityTypes.map((type, i) =>
          event(user.id, type, `2026-01-${String(i + 1).padStart(2, "0")}T12:00:00Z`),
        ),
      )
      .execute();
    const days = await t.db
      .selectFrom("userLearningDays")
      .select("day")
      .where("userId", "=", user.id)
      .execute();
    const learning = activityTypes
      .map((type, i) => ({ type, day: `2026-01-${String(i + 1).padStart(2, "0")}` }))
      .filter(({ type }) => (learningActivityTypes as readonly string[]).includes(type))
      .map(({ day }) => day);
    expect(days.map((d) => String(d.day).slice(0, 10)).sort()).toEqual(learning);
    expect(learning.length).toBe(learningActivityTypes.length);
  });

  it("keeps each UTC day's first and last action through inserts and deletes", async () => {
    const user = await createUser(t.db);
    await insertActivityEvent(t.db, {
      userId: user.id,
      type: "lesson_step",
      subject: "x",
      at: new Date("2026-02-03T08:00:00Z"),
    });
    await t.db
      .insertInto("activityEvents")
      .values([
        event(user.id, "quiz_answered", "2026-02-03T23:30:00Z"),
        event(user.id, "quiz_answered", "2026-02-03T00:15:00Z"),
        event(user.id, "sign_in", "2026-02-03T23:59:00Z"),
        event(user.id, "goal_progress", "2026-02-04T10:00:00Z"),
      ])
      .execute();
    let { kept, counted } = await summaryAndRecount(user.id);
    expect(kept).toHaveLength(2);
    expect(kept).toEqual(counted);

    // Deleting the day's last action moves its last back; deleting a day's only action removes the day.
    await t.db
      .deleteFrom("activityEvents")
      .where("userId", "=", user.id)
      .where("occurredAt", "in", [new Date("2026-02-03T23:30:00Z"), new Date("2026-02-04T10:00:00Z")])
      .execute();
    ({ kept, counted } = await summaryAndRecount(user.id));
    expect(kept).toHaveLength(1);
    expect(kept).toEqual(counted);
    expect(kept[0]?.lastAt).toMatch(/^2026-02-03 08:00:00/);

    // A sign-in deleted leaves the learning day alone.
    await t.db
      .deleteFrom("activityEvents")
      .where("userId", "=", user.id)
      .where("type", "=", "sign_in")
      .execute();
    expect((await summaryAndRecount(user.id)).kept).toEqual(kept);
  });

  it("stays equal to a recount when inserts and deletes of one day run at the same time", async () => {
    const user = await createUser(t.db);
    const base = Date.parse("2026-03-10T00:00:00Z");
    for (let round = 0; round < 8; round += 1) {
      const at = (minute: number) => new Date(base + minute * 60_000 + round * 7_000).toISOString();
      await t.db
        .insertInto("activityEvents")
        .values([event(user.id, "lesson_step", at(10)), event(user.id, "lesson_step", at(1_000))])
        .execute();
      const remove = (minute: number) =>
        t.db
          .deleteFrom("activityEvents")
          .where("userId", "=", user.id)
          .where("occurredAt", "=", new Date(at(minute)))
          .execute();
      const add = (minute: number) =>
        t.db
          .insertInto("activityEvents")
          .values(event(user.id, "quiz_answered", at(minute)))
          .execute();
      // On PostgreSQL these run on separate connections of the pool, so the triggers overlap.
      await Promise.all([remove(10), add(5), remove(1_000), add(1_200)]);
      const { kept, counted } = await summaryAndRecount(user.id);
      expect(kept, `round ${round}`).toEqual(counted);
    }
  });

  it("goes with the account", async () => {
    const user = await createUser(t.db);
    await insertActivityEvent(t.db, { userId: user.id, type: "lesson_completed", subject: "x" });
    await t.db.deleteFrom("users").where("id", "=", user.id).execute();
    const left = await t.db
      .selectFrom("userLearningDays")
      .select("day")
      .where("userId", "=", user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
