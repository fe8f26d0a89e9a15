import { describe, expect, it } from "vitest";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  ownerOtherAndAdmin,
  signedInUser,
  userWithCaller,
  useTestDb,
} from "../testing";

const t = useTestDb();

async function activityTypes(userId: number) {
  const rows = await t.db
    .selectFrom("activityEvents")
    .select("type")
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.type);
}

async function someSkill() {
  return t.db.selectFrom("skills").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
}

describe("goals.create and goals.list", () => {
  it("creates a goal with milestones, a skill and a default priority", async () => {
    const { user, api } = await signedInUser(t.db, "2026-11-21T10:00:00Z");
    const skill = await someSkill();
    const goal = await api.goals.create({
      title: "  Run better one-on-ones  ",
      description: "Weekly, with an agenda",
      targetDate: "2026-12-01",
      skillId: skill.id,
      milestones: ["Draft an agenda template", "", "Hold three 1:1s"],
    });
    expect(goal).toMatchObject({
      title: "Run better one-on-ones",
      description: "Weekly, with an agenda",
      targetDate: "2026-12-01",
      priority: "medium",
      status: "active",
      progressPercentage: 0,
      daysRemaining: 10,
      isRecent: false,
      skillId: skill.id,
      skillName: skill.name,
      completedAt: null,
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    expect(goal.milestones).toEqual([
      { description: "Draft an agenda template", completed: false, completedAt: null },
      { description: "Hold three 1:1s", completed: false, completedAt: null },
    ]);
    expect(await api.goals.list({ userId: user.id })).toEqual([goal]);
  });

  it("refuses bad input with a readable 400", async () => {
    const { api } = await userWithCaller(t.db);
    await expectTrpcError(
      api.goals.create({ title: " ", milestones: [] }),
      "BAD_REQUEST",
      "Goal title is required",
    );
    await expectTrpcError(
      api.goals.create({ title: "x".repeat(201) }),
      "BAD_REQUEST",
      "Goal title is too long",
    );
    await expectTrpcError(
      api.goals.create({ title: "Many", milestones: Array.from({ length: 11 }, (_, i) => `m${i}`) }),
      "BAD_REQUEST",
      "A goal has at most 10 milestones",
    );
    await expectTrpcError(
      api.goals.create({ title: "Date", targetDate: "2026-02-30" }),
      "BAD_REQUEST",
      "Target date must be a date like 2026-12-31",
    );
    await expectTrpcError(
      api.goals.create({ title: "Skill", skillId: 999_999 }),
      "BAD_REQUEST",
      "That skill does not exist.",
    );
  });

  it("lists active goals first, then by target date, with days remaining from the server's clock", async () => {
    const { user, api } = await signedInUser(t.db, "2026-11-21T10:00:00Z");
    const later = await api.goals.create({ title: "Later", targetDate: "2027-01-10" });
    const undated = await api.goals.create({ title: "Undated" });
    const paused = await api.goals.create({ title: "Paused", targetDate: "2026-11-25" });
    await api.goals.update({ goalId: paused.id, status: "paused" });
    const sooner = await api.goals.create({ title: "Sooner", targetDate: "2026-11-20" });
    const goals = await api.goals.list({ userId: user.id });
    expect(goals.map((g) => g.id)).toEqual([sooner.id, later.id, undated.id, paused.id]);
    expect(goals.map((g) => g.daysRemaining)).toEqual([-1, 50, null, 4]);
  });
});

describe("goal target dates and overdue goals", () => {
  it("refuses a target date already past everywhere on Earth, on create and on a changed date", async () => {
    const user = await createUser(t.db);
    // 13:00 UTC on the 21st is 01:00 on the 21st at UTC-12: the 20th is over everywhere.
    const clock = createClock("2026-11-21T13:00:00Z");
    const api = await callerFor(t.db, { userId: user.id, clock });
    await expectTrpcError(
      api.goals.create({ title: "Late", targetDate: "2026-11-20" }),
      "BAD_REQUEST",
      "Target date can't be in the past: choose today or a later date",
    );
    // Today in UTC, and tomorrow, are fine; so is no date.
    const today = await api.goals.create({ title: "Today", targetDate: "2026-11-21" });
    expect(today).toMatchObject({ targetDate: "2026-11-21", daysRemaining: 0, overdue: false });
    await api.goals.create({ title: "Undated" });

    const goal = await api.goals.create({ title: "Soon", targetDate: "2026-11-23" });
    await expectTrpcError(
      api.goals.update({ goalId: goal.id, targetDate: "2026-11-01" }),
      "BAD_REQUEST",
      "Target date can't be in the past: choose today or a later date",
    );
    // Once the date has passed, the goal can still be edited with its own date sent back.
    clock.advanceDays(5);
    const edited = await api.goals.update({
      goalId: goal.id,
      title: "Soon, renamed",
      targetDate: "2026-11-23",
    });
    expect(edited).toMatchObject({ title: "Soon, renamed", targetDate: "2026-11-23", overdue: true });
    await expectTrpcError(
      api.goals.update({ goalId: goal.id, targetDate: "2026-11-24" }),
      "BAD_REQUEST",
      /can't be in the past/,
    );
    expect((await api.goals.update({ goalId: goal.id, targetDate: "2026-12-31" })).overdue).toBe(false);
  });

  it("accepts a date that is still today somewhere: early in UTC, yesterday's date is today west of it", async () => {
    const user = await createUser(t.db);
    // 05:00 UTC on the 21st is 17:00 on the 20th at UTC-12.
    const api = await callerFor(t.db, { userId: user.id, clock: createClock("2026-11-21T05:00:00Z") });
    expect((await api.goals.create({ title: "Tonight", targetDate: "2026-11-20" })).targetDate).toBe(
      "2026-11-20",
    );
    await expectTrpcError(api.goals.create({ title: "Too late", targetDate: "2026-11-19" }), "BAD_REQUEST");
  });

  it("never calls a paused or completed goal overdue, only an active one past its date", async () => {
    const { user, clock, api } = await signedInUser(t.db, "2026-11-21T13:00:00Z");
    const active = await api.goals.create({ title: "Active", targetDate: "2026-11-22" });
    const paused = await api.goals.create({ title: "Paused", targetDate: "2026-11-22" });
    await api.goals.update({ goalId: paused.id, status: "paused" });
    const done = await api.goals.create({ title: "Done", targetDate: "2026-11-22", milestones: ["One"] });
    await api.goals.update({
      goalId: done.id,
      milestones: [{ description: "One", completed: true }],
    });
    clock.advanceDays(3);
    const byTitle = new Map((await api.goals.list({ userId: user.id })).map((g) => [g.title, g]));
    expect(byTitle.get("Active")).toMatchObject({ status: "active", daysRemaining: -2, overdue: true });
    expect(byTitle.get("Paused")).toMatchObject({ status: "paused", daysRemaining: -2, overdue: false });
    expect(byTitle.get("Done")).toMatchObject({ status: "completed", overdue: false });
    expect(active.overdue).toBe(false);
  });
});

describe("goals.update", () => {
  it("edits the goal, pauses and resumes it", async () => {
    const { api } = await userWithCaller(t.db);
    const goal = await api.goals.create({
      title: "Delegate more",
      targetDate: "2026-12-24",
      priority: "low",
    });
    const edited = await api.goals.update({
      goalId: goal.id,
      title: "Delegate the release process",
      description: "Hand over to Priya",
      targetDate: "2027-01-15",
      priority: "high",
    });
    expect(edited).toMatchObject({
      title: "Delegate the release process",
      description: "Hand over to Priya",
      targetDate: "2027-01-15",
      priority: "high",
      status: "active",
    });
    // The legacy client sends the edited goal back whole, including fields it may not change.
    const legacy = await api.goals.update({
      ...(edited as unknown as Record<string, never>),
      goalId: goal.id,
      targetDate: "",
      status: "paused",
    });
    expect(legacy).toMatchObject({ targetDate: null, daysRemaining: null, status: "paused" });
    expect((await api.goals.update({ goalId: goal.id, status: "active" })).status).toBe("active");
    await expectTrpcError(api.goals.update({ goalId: goal.id, title: "" }), "BAD_REQUEST");
  });

  it("stamps, keeps and clears milestone completion times, completes the goal and reactivates it", async () => {
    const { user, clock, api } = await signedInUser(t.db, "2026-11-21T10:00:00Z");
    const goal = await api.goals.create({
      title: "Give clearer feedback",
      milestones: ["Read SBI", "Practise", "Ask"],
    });
    const [a, b, c] = goal.milestones.map((m) => m.description) as [string, string, string];

    // The client's completedAt for a newly completed milestone is ignored.
    const first = await api.goals.update({
      goalId: goal.id,
      milestones: [
        { description: a, completed: true, completedAt: "1999-01-01T00:00:00.000Z" },
        { description: b, completed: false },
        { description: c, completed: false },
      ],
    });
    expect(first.milestones[0]).toEqual({
      description: a,
      completed: true,
      completedAt: "2026-11-21T10:00:00.000Z",
    });
    expect(first).toMatchObject({ progressPercentage: 33, status: "active" });

    clock.set("2026-11-22T10:00:00Z");
    const all = await api.goals.update({
      goalId: goal.id,
      milestones: [
        { description: a, completed: true, completedAt: "2030-01-01T00:00:00.000Z" },
        { description: b, completed: true },
        { description: c, completed: true },
      ],
    });
    expect(all.milestones.map((m) => m.completedAt)).toEqual([
      "2026-11-21T10:00:00.000Z",
      "2026-11-22T10:00:00.000Z",
      "2026-11-22T10:00:00.000Z",
    ]);
    expect(all).toMatchObject({
      status: "completed",
      progressPercentage: 100,
      completedAt: "2026-11-22T10:00:00.000Z",
    });

    const unchecked = await api.goals.update({
      goalId: goal.id,
      milestones: [
        { description: a, completed: true },
        { description: b, completed: false },
        { description: c, completed: true },
      ],
    });
    expect(unchecked.milestones[1]).toEqual({ description: b, completed: false, completedAt: null });
    expect(unchecked.milestones[2]?.completedAt).toBe("2026-11-22T10:00:00.000Z");
    expect(unchecked).toMatchObject({ status: "active", progressPercentage: 67, completedAt: null });

    expect(await activityTypes(user.id)).toEqual([
      "goal_progress",
      "goal_progress",
      "goal_progress",
      "goal_completed",
    ]);
  });

  it("keeps a paused goal paused when a milestone is unchecked", async () => {
    const { api } = await userWithCaller(t.db);
    const goal = await api.goals.create({ title: "Mentor", milestones: ["One", "Two"] });
    await api.goals.update({ goalId: goal.id, status: "paused" });
    const toggled = await api.goals.update({
      goalId: goal.id,
      milestones: [
        { description: "One", completed: true },
        { description: "Two", completed: false },
      ],
    });
    expect(toggled).toMatchObject({ status: "paused", progressPercentage: 50 });
  });
});

describe("goals.delete and goals.dismissRecent", () => {
  it("deletes the caller's goal", async () => {
    const { user, api } = await userWithCaller(t.db);
    const goal = await api.goals.create({ title: "Temporary" });
    expect(await api.goals.delete({ goalId: goal.id })).toEqual({ success: true });
    expect(await api.goals.list({ userId: user.id })).toEqual([]);
    await expectTrpcError(api.goals.delete({ goalId: goal.id }), "NOT_FOUND", "Goal not found");
  });

  it("clears the recent flag on the caller's goals only", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    const otherApi = await callerFor(t.db, { userId: other.id });
    await api.goals.create({ title: "From assessment" });
    await otherApi.goals.create({ title: "Theirs" });
    await t.db
      .updateTable("goals")
      .set({ isRecent: true })
      .where("userId", "in", [user.id, other.id])
      .execute();
    expect(await api.goals.dismissRecent()).toEqual({ updated: 1 });
    expect((await api.goals.list({ userId: user.id })).every((g) => !g.isRecent)).toBe(true);
    expect((await otherApi.goals.list({ userId: other.id }))[0]?.isRecent).toBe(true);
  });
});

describe("goal ownership", () => {
  it("refuses another user's id and goals; admins may read", async () => {
    const { owner, ownerApi, otherApi, adminApi } = await ownerOtherAndAdmin(t.db);
    const goal = await ownerApi.goals.create({ title: "Mine", milestones: ["Step"] });

    await expectTrpcError(otherApi.goals.list({ userId: owner.id }), "FORBIDDEN");
    await expectTrpcError(otherApi.goals.update({ goalId: goal.id, title: "Hijacked" }), "NOT_FOUND");
    await expectTrpcError(
      otherApi.goals.update({ goalId: goal.id, milestones: [{ description: "Step", completed: true }] }),
      "NOT_FOUND",
    );
    await expectTrpcError(otherApi.goals.delete({ goalId: goal.id }), "NOT_FOUND");
    await expectTrpcError(adminApi.goals.delete({ goalId: goal.id }), "NOT_FOUND");
    expect(await adminApi.goals.list({ userId: owner.id })).toHaveLength(1);
    expect((await ownerApi.goals.list({ userId: owner.id }))[0]).toMatchObject({
      title: "Mine",
      progressPercentage: 0,
    });
    await expectTrpcError((await callerFor(t.db)).goals.list({ userId: owner.id }), "UNAUTHORIZED");
  });
});
