import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { insertActivityEvent } from "../activity/queries";
import { findLatestActivityPerSkill } from "./queries";

const t = useTestDb();

const skillIds = async () =>
  (await t.db.selectFrom("skills").select("id").orderBy("id").execute()).map((r) => r.id);

describe("the latest activity per skill", () => {
  it("credits an event to the skill it names, its lesson's skill and its goal's skill, and ignores junk", async () => {
    const user = await createUser(t.db);
    const [first, second, third] = await skillIds();
    const lesson = await t.db
      .selectFrom("lessons")
      .select(["id", "skillId"])
      .where("skillId", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const goal = await t.db
      .insertInto("goals")
      .values({ userId: user.id, skillId: third!, title: "Run the retro" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    const event = (detail: Record<string, unknown>, day: number) =>
      insertActivityEvent(t.db, {
        userId: user.id,
        type: "goal_progress",
        subject: "x",
        detail,
        at: at(day),
      });
    await event({ skillId: first }, 1);
    await event({ skillId: first }, 3);
    await event({ lessonId: `lesson-${lesson.id}` }, 4);
    await event({ goalId: goal.id }, 5);
    await event({ skillId: "not-a-number", goalId: "99999999999999", lessonId: "nope" }, 9);
    await insertActivityEvent(t.db, {
      userId: user.id,
      type: "sign_in",
      subject: "Signed in",
      detail: { skillId: second },
      at: at(10),
    });

    const latest = await findLatestActivityPerSkill(t.db, user.id);
    expect(latest.get(first!)).toEqual(lesson.skillId === first ? at(4) : at(3));
    expect(latest.get(lesson.skillId!)).toEqual(at(4));
    expect(latest.get(third!)).toEqual(at(5));
    // Sign-ins do not count as practice.
    if (second !== lesson.skillId) expect(latest.get(second!)).toBeUndefined();
    // Someone else's events are not this user's.
    expect((await findLatestActivityPerSkill(t.db, (await createUser(t.db)).id)).size).toBe(0);
  });
});
