import { json } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { callerFor, createClock, createUser, userWithCaller, useTestDb } from "../testing";
import { expectTrpcError, skillIdByName } from "./journey.fixtures";

const t = useTestDb();

async function lessonFor(skillName: string) {
  const skillId = await skillIdByName(t.db, skillName);
  const lesson = await t.db
    .selectFrom("lessons")
    .select(["id", "title"])
    .where("skillId", "=", skillId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return { skillId, lesson };
}

describe("skills.categories", () => {
  it("lists the four categories in order with their skills, before sign-in too", async () => {
    const api = await callerFor(t.db);
    const categories = await api.skills.categories();
    expect(categories.map((c) => c.name)).toEqual([
      "Communication",
      "Leadership Presence",
      "Emotional Intelligence",
      "Problem Solving",
    ]);
    expect(categories[1]).toMatchObject({ shortLabel: "Leadership", color: expect.any(String) as string });
    for (const category of categories) {
      expect(category.skills.length).toBeGreaterThanOrEqual(3);
      expect(category.skills.length).toBeLessThanOrEqual(5);
      expect(category.description.length).toBeGreaterThan(10);
    }
    expect(categories[1]?.skills.map((s) => s.name)).toContain("Delegation and Empowerment");
  });
});

describe("skills.progress", () => {
  it("shows every skill as Not Started before the assessment", async () => {
    const { api } = await userWithCaller(t.db);
    const { skillProgress } = await api.skills.progress();
    expect(skillProgress).toHaveLength(16);
    for (const row of skillProgress) {
      expect(row).toMatchObject({
        currentScore: 0,
        status: "Not Started",
        lastActivity: null,
        nextMilestone: "Take the assessment to set a baseline",
      });
    }
  });

  it("reports stored scores, statuses, the latest activity and the next milestone", async () => {
    const user = await createUser(t.db);
    const clock = createClock("2026-04-10T12:00:00Z");
    const delegation = await lessonFor("Delegation and Empowerment");
    const listening = await lessonFor("Active Listening");
    const empathyId = await skillIdByName(t.db, "Empathy");
    const scoredAt = new Date("2026-04-01T09:00:00Z");
    await t.db
      .insertInto("userSkills")
      .values([
        { userId: user.id, skillId: delegation.skillId, currentScore: 65, lastActivityAt: scoredAt },
        { userId: user.id, skillId: listening.skillId, currentScore: 85, lastActivityAt: scoredAt },
        { userId: user.id, skillId: empathyId, currentScore: 52, lastActivityAt: scoredAt },
      ])
      .execute();
    // A later lesson step on the delegation lesson is its latest activity.
    const stepAt = new Date("2026-04-08T17:30:00Z");
    await t.db
      .insertInto("activityEvents")
      .values({
        userId: user.id,
        type: "lesson_step",
        subject: delegation.lesson.title,
        detail: json({ lessonId: delegation.lesson.id }),
        occurredAt: stepAt,
      })
      .execute();
    await t.db
      .insertInto("userLessons")
      .values({
        userId: user.id,
        lessonId: listening.lesson.id,
        status: "completed",
        progress: 100,
        completedAt: scoredAt,
        updatedAt: scoredAt,
      })
      .execute();

    // Another user's scores and activity never show.
    const other = await createUser(t.db);
    await t.db
      .insertInto("userSkills")
      .values({ userId: other.id, skillId: delegation.skillId, currentScore: 99 })
      .execute();
    await t.db
      .insertInto("activityEvents")
      .values({
        userId: other.id,
        type: "lesson_step",
        subject: "x",
        detail: json({ lessonId: delegation.lesson.id }),
        occurredAt: new Date("2026-04-09T00:00:00Z"),
      })
      .execute();

    const api = await callerFor(t.db, { userId: user.id, clock });
    const { skillProgress } = await api.skills.progress();
    const row = (name: string) => skillProgress.find((s) => s.skillName === name);
    expect(row("Delegation and Empowerment")).toEqual({
      skillId: delegation.skillId,
      skillName: "Delegation and Empowerment",
      categoryId: expect.any(Number) as number,
      categoryName: "Leadership Presence",
      currentScore: 65,
      status: "Developing",
      lastActivity: stepAt.toISOString(),
      nextMilestone: `Reach 70% (Improving): complete '${delegation.lesson.title}'`,
    });
    expect(row("Active Listening")).toMatchObject({
      currentScore: 85,
      status: "Strong",
      lastActivity: scoredAt.toISOString(),
    });
    expect(row("Empathy")).toMatchObject({ currentScore: 52, status: "Needs Focus" });
    expect(row("Empathy")?.nextMilestone).toMatch(/^Reach 60% \(Developing\)/);
    expect(row("Systems Thinking")).toMatchObject({
      currentScore: 0,
      status: "Not Started",
      lastActivity: null,
    });
  });

  it("needs a signed-in user", async () => {
    await expectTrpcError((await callerFor(t.db)).skills.progress(), "UNAUTHORIZED");
  });
});
