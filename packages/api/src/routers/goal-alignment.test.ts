import type { Role } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import {
  MAX_SHARED_GOALS,
  SHARED_GOAL_ARCHIVED,
  SHARED_GOAL_MISSING,
  SHARED_GOAL_NOT_AVAILABLE,
  SHARED_GOAL_OWNER_ARCHIVED,
  SHARED_GOAL_PROGRAM_ARCHIVED,
  tooManySharedGoals,
  type SharedGoalOwner,
} from "../schemas/goal-alignment";
import { GROUP_NOT_FOUND } from "../schemas/groups";
import { PROGRAM_NOT_FOUND } from "../schemas/programs";
import { callerFor, createUser, expectTrpcError, managerInvitationToken, useTestDb } from "../testing";

const t = useTestDb();

/** In the participants' goal titles: it must never reach an admin's answer. */
const MARKER = "ALIGN-PRIVATE-5d1e";

async function as(role: Role, name = "Test User") {
  const user = await createUser(t.db, { role, name });
  return { user, api: await callerFor(t.db, { userId: user.id }) };
}

type Api = Awaited<ReturnType<typeof as>>["api"];

async function openProgram(admin: Api, name = "New managers") {
  return admin.programs.create({
    name,
    description: "Two weeks",
    lengthWeeks: 2,
    isOpen: true,
    steps: [{ week: 1, kind: "assessment", title: "Take the assessment" }],
  });
}

async function group(admin: Api, memberIds: number[]) {
  const created = await admin.groups.create({ name: `Platform team ${Math.random().toString(36).slice(2)}` });
  if (memberIds.length > 0) await admin.groups.addMembers({ id: created.id, userIds: memberIds });
  return created;
}

/** Adds a shared goal and answers its id (the newest of the owner's list). */
async function sharedGoal(admin: Api, owner: SharedGoalOwner, title = "Grow two new tech leads") {
  const list = await admin.goalAlignment.createSharedGoal({ owner, title, description: "By the end of Q2" });
  const created = list.filter((g) => g.title === title.trim()).at(-1);
  if (!created) throw new Error("The shared goal was not listed");
  return created.id;
}

describe("shared goals (admins)", () => {
  it("creates, edits and archives a program's shared goals; people and checks", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api);
    const owner = { kind: "program", id: program.id } as const;
    const id = await sharedGoal(admin.api, owner, "  Every team holds a weekly 1:1  ");

    expect(await admin.api.goalAlignment.sharedGoals({ owner })).toEqual([
      expect.objectContaining({
        id,
        title: "Every team holds a weekly 1:1",
        description: "By the end of Q2",
        archived: false,
        aligned: null,
      }),
    ]);
    const edited = await admin.api.goalAlignment.updateSharedGoal({
      id,
      title: "Every team holds weekly 1:1s",
      description: "",
    });
    expect(edited[0]).toMatchObject({ title: "Every team holds weekly 1:1s", description: "" });
    const archived = await admin.api.goalAlignment.setSharedGoalArchived({ id, archived: true });
    expect(archived[0]?.archived).toBe(true);

    await expectTrpcError(
      admin.api.goalAlignment.createSharedGoal({ owner, title: "   " }),
      "BAD_REQUEST",
      /title/,
    );
    await expectTrpcError(
      admin.api.goalAlignment.createSharedGoal({ owner, title: "x".repeat(121) }),
      "BAD_REQUEST",
      /at most 120/,
    );
    await expectTrpcError(
      admin.api.goalAlignment.sharedGoals({ owner: { kind: "program", id: 2_000_000_000 } }),
      "NOT_FOUND",
      PROGRAM_NOT_FOUND,
    );
    await expectTrpcError(
      admin.api.goalAlignment.createSharedGoal({ owner: { kind: "group", id: 2_000_000_000 }, title: "A" }),
      "NOT_FOUND",
      GROUP_NOT_FOUND,
    );
    await expectTrpcError(
      admin.api.goalAlignment.updateSharedGoal({ id: 2_000_000_000, title: "A" }),
      "NOT_FOUND",
      SHARED_GOAL_MISSING,
    );

    const person = await as("user");
    await expectTrpcError(person.api.goalAlignment.sharedGoals({ owner }), "FORBIDDEN");
    await expectTrpcError(person.api.goalAlignment.createSharedGoal({ owner, title: "Mine" }), "FORBIDDEN");

    await admin.api.programs.setArchived({ id: program.id, archived: true });
    await expectTrpcError(
      admin.api.goalAlignment.createSharedGoal({ owner, title: "Too late" }),
      "CONFLICT",
      SHARED_GOAL_OWNER_ARCHIVED,
    );
  });

  it(`holds at most ${MAX_SHARED_GOALS} open shared goals per program or group, even when two admins add at once`, async () => {
    const admin = await as("admin");
    const other = await as("admin");
    const owner = { kind: "group", id: (await group(admin.api, [])).id } as const;
    for (let i = 1; i < MAX_SHARED_GOALS; i += 1) await sharedGoal(admin.api, owner, `Goal ${i}`);

    const results = await Promise.allSettled([
      admin.api.goalAlignment.createSharedGoal({ owner, title: "Last one (first admin)" }),
      other.api.goalAlignment.createSharedGoal({ owner, title: "Last one (second admin)" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ message: tooManySharedGoals("group") });
    const list = await admin.api.goalAlignment.sharedGoals({ owner });
    expect(list).toHaveLength(MAX_SHARED_GOALS);

    // Archiving one makes room; restoring it when full again is refused.
    const first = list[0]!.id;
    await admin.api.goalAlignment.setSharedGoalArchived({ id: first, archived: true });
    await sharedGoal(admin.api, owner, "A new one");
    await expectTrpcError(
      admin.api.goalAlignment.setSharedGoalArchived({ id: first, archived: false }),
      "CONFLICT",
      tooManySharedGoals("group"),
    );
  });

  it("duplicating a program copies its open shared goals, without anyone's links", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api, "Tech lead to manager");
    const owner = { kind: "program", id: program.id } as const;
    await sharedGoal(admin.api, owner, "Every team has a written on-call rota");
    const retired = await sharedGoal(admin.api, owner, "Retired goal");
    await admin.api.goalAlignment.setSharedGoalArchived({ id: retired, archived: true });
    const participant = await as("user");
    await participant.api.programs.join({ programId: program.id });
    const kept = (await participant.api.goalAlignment.mine()).sharedGoals[0]!;
    await participant.api.goals.create({ title: `${MARKER} rota`, sharedGoalId: kept.id });

    const copy = await admin.api.programs.duplicate({ id: program.id });
    const copied = await admin.api.goalAlignment.sharedGoals({ owner: { kind: "program", id: copy.id } });
    expect(copied.map((g) => [g.title, g.archived])).toEqual([
      ["Every team has a written on-call rota", false],
    ]);
    expect(copied[0]?.id).not.toBe(kept.id);
    const links = await t.db
      .selectFrom("goalAlignments")
      .select("goalId")
      .where("sharedGoalId", "=", copied[0]!.id)
      .execute();
    expect(links).toEqual([]);
  });
});

describe("aligning a goal", () => {
  it("a participant aligns their goal to their program's shared goal, changes it and clears it", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api, "First 90 days");
    const owner = { kind: "program", id: program.id } as const;
    const first = await sharedGoal(admin.api, owner, "Ship the platform migration");
    const second = await sharedGoal(admin.api, owner, "Hire two engineers");
    const participant = await as("user");
    await participant.api.programs.join({ programId: program.id });

    const goal = await participant.api.goals.create({ title: "Own the migration plan", sharedGoalId: first });
    const tree = await participant.api.goalAlignment.mine();
    expect(tree.sharedGoals).toEqual([
      expect.objectContaining({
        id: first,
        title: "Ship the platform migration",
        owner: { kind: "program", id: program.id, name: "First 90 days" },
        state: "open",
        goalIds: [goal.id],
      }),
      expect.objectContaining({ id: second, state: "open", goalIds: [] }),
    ]);

    await participant.api.goals.update({ goalId: goal.id, sharedGoalId: second });
    expect((await participant.api.goalAlignment.mine()).sharedGoals.map((g) => g.goalIds)).toEqual([
      [],
      [goal.id],
    ]);
    // An edit that leaves it out keeps the link.
    await participant.api.goals.update({ goalId: goal.id, title: "Own the hiring plan" });
    expect((await participant.api.goalAlignment.mine()).sharedGoals[1]?.goalIds).toEqual([goal.id]);
    await participant.api.goals.update({ goalId: goal.id, sharedGoalId: null });
    expect((await participant.api.goalAlignment.mine()).sharedGoals.flatMap((g) => g.goalIds)).toEqual([]);
  });

  it("refuses a shared goal of a program or group the person is not in (and makes no goal), someone else's goal and a missing one", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api);
    const id = await sharedGoal(admin.api, { kind: "program", id: program.id });
    const groupGoal = await sharedGoal(admin.api, { kind: "group", id: (await group(admin.api, [])).id });
    const outsider = await as("user");

    for (const sharedGoalId of [id, groupGoal]) {
      await expectTrpcError(
        outsider.api.goals.create({ title: "Sneak in", sharedGoalId }),
        "FORBIDDEN",
        SHARED_GOAL_NOT_AVAILABLE,
      );
    }
    expect(await outsider.api.goals.list({ userId: outsider.user.id })).toEqual([]);
    const own = await outsider.api.goals.create({ title: "My own goal" });
    await expectTrpcError(
      outsider.api.goals.update({ goalId: own.id, sharedGoalId: id }),
      "FORBIDDEN",
      SHARED_GOAL_NOT_AVAILABLE,
    );
    await expectTrpcError(
      outsider.api.goals.update({ goalId: own.id, sharedGoalId: 2_000_000_000 }),
      "NOT_FOUND",
      SHARED_GOAL_MISSING,
    );
    expect((await outsider.api.goalAlignment.mine()).sharedGoals).toEqual([]);

    // Someone else's goal: 404, even for a participant who may use the shared goal.
    const participant = await as("user");
    await participant.api.programs.join({ programId: program.id });
    await expectTrpcError(
      participant.api.goals.update({ goalId: own.id, sharedGoalId: id }),
      "NOT_FOUND",
      "Goal not found",
    );
    const links = await t.db
      .selectFrom("goalAlignments")
      .select("goalId")
      .where("goalId", "=", own.id)
      .execute();
    expect(links).toEqual([]);
  });

  it("someone who leaves a group keeps their link, readable, but cannot make a new one", async () => {
    const admin = await as("admin");
    const member = await as("user");
    const team = await group(admin.api, [member.user.id]);
    const id = await sharedGoal(admin.api, { kind: "group", id: team.id }, "Cut build times in half");
    const goal = await member.api.goals.create({ title: "Profile the slowest builds", sharedGoalId: id });
    const other = await member.api.goals.create({ title: "Cache the test images" });

    await admin.api.groups.removeMembers({ id: team.id, userIds: [member.user.id] });
    expect((await member.api.goalAlignment.mine()).sharedGoals).toEqual([
      expect.objectContaining({
        id,
        owner: { kind: "group", id: team.id, name: team.name },
        state: "left",
        goalIds: [goal.id],
      }),
    ]);
    // Saving the goal with its link unchanged keeps it; a new link is refused.
    await member.api.goals.update({ goalId: goal.id, title: "Profile the builds", sharedGoalId: id });
    await expectTrpcError(
      member.api.goals.update({ goalId: other.id, sharedGoalId: id }),
      "FORBIDDEN",
      SHARED_GOAL_NOT_AVAILABLE,
    );
    expect((await member.api.goalAlignment.mine()).sharedGoals[0]?.goalIds).toEqual([goal.id]);

    // Once cleared, the shared goal leaves the person's tree.
    await member.api.goals.update({ goalId: goal.id, sharedGoalId: null });
    expect((await member.api.goalAlignment.mine()).sharedGoals).toEqual([]);
  });

  it("archiving a shared goal, or its program, keeps the links (shown as archived) and takes no new ones", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api);
    const owner = { kind: "program", id: program.id } as const;
    const archivedGoal = await sharedGoal(admin.api, owner, "Archived soon");
    const programGoal = await sharedGoal(admin.api, owner, "Kept open");
    const participant = await as("user");
    await participant.api.programs.join({ programId: program.id });
    const goal = await participant.api.goals.create({ title: "Linked", sharedGoalId: archivedGoal });
    const spare = await participant.api.goals.create({ title: "Spare" });

    await admin.api.goalAlignment.setSharedGoalArchived({ id: archivedGoal, archived: true });
    expect((await participant.api.goalAlignment.mine()).sharedGoals).toEqual([
      expect.objectContaining({ id: archivedGoal, state: "archived", goalIds: [goal.id] }),
      expect.objectContaining({ id: programGoal, state: "open", goalIds: [] }),
    ]);
    await expectTrpcError(
      participant.api.goals.update({ goalId: spare.id, sharedGoalId: archivedGoal }),
      "CONFLICT",
      SHARED_GOAL_ARCHIVED,
    );

    await participant.api.goals.update({ goalId: spare.id, sharedGoalId: programGoal });
    await admin.api.programs.setArchived({ id: program.id, archived: true });
    await expectTrpcError(
      participant.api.goals.update({ goalId: goal.id, sharedGoalId: programGoal }),
      "CONFLICT",
      SHARED_GOAL_PROGRAM_ARCHIVED,
    );
    expect((await participant.api.goalAlignment.mine()).sharedGoals).toEqual([
      expect.objectContaining({ id: archivedGoal, state: "archived", goalIds: [goal.id] }),
      expect.objectContaining({ id: programGoal, state: "archived", goalIds: [spare.id] }),
    ]);
  });

  it("two alignments of one goal at once leave one link; deleting the goal or the group removes links, not goals", async () => {
    const admin = await as("admin");
    const member = await as("user");
    const team = await group(admin.api, [member.user.id]);
    const owner = { kind: "group", id: team.id } as const;
    const a = await sharedGoal(admin.api, owner, "A");
    const b = await sharedGoal(admin.api, owner, "B");
    const goal = await member.api.goals.create({ title: "Either" });
    await Promise.all([
      member.api.goals.update({ goalId: goal.id, sharedGoalId: a }),
      member.api.goals.update({ goalId: goal.id, sharedGoalId: b }),
    ]);
    const links = await t.db.selectFrom("goalAlignments").selectAll().where("goalId", "=", goal.id).execute();
    expect(links).toHaveLength(1);

    const second = await member.api.goals.create({ title: "Second", sharedGoalId: a });
    await member.api.goals.delete({ goalId: goal.id });
    expect((await member.api.goalAlignment.mine()).sharedGoals.flatMap((g) => g.goalIds)).toEqual([
      second.id,
    ]);
    await admin.api.groups.delete({ id: team.id });
    expect((await member.api.goalAlignment.mine()).sharedGoals).toEqual([]);
    expect((await member.api.goals.list({ userId: member.user.id })).map((g) => g.title)).toEqual(["Second"]);
  });
});

describe("what admins and managers see", () => {
  it("admins see how many goals are aligned only from 5 people on, never whose or which", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api);
    const owner = { kind: "program", id: program.id } as const;
    const id = await sharedGoal(admin.api, owner);
    const people = await Promise.all([1, 2, 3, 4, 5].map((n) => as("user", `Person ${n} ${MARKER}`)));
    for (const person of people) await person.api.programs.join({ programId: program.id });

    // One person with five aligned goals is still one person.
    const [first, ...rest] = people;
    for (let i = 0; i < 5; i += 1) {
      await first!.api.goals.create({ title: `${MARKER} goal ${i}`, sharedGoalId: id });
    }
    for (const person of rest.slice(0, 3)) {
      await person.api.goals.create({ title: `${MARKER} goal`, sharedGoalId: id });
    }
    const four = await admin.api.goalAlignment.sharedGoals({ owner });
    expect(four[0]?.aligned).toBeNull();
    expect(JSON.stringify(four)).not.toContain(MARKER);

    await rest[3]!.api.goals.create({ title: `${MARKER} goal`, sharedGoalId: id });
    const five = await admin.api.goalAlignment.sharedGoals({ owner });
    expect(five[0]?.aligned).toEqual({ goals: 9, people: 5 });
    expect(JSON.stringify(five)).not.toContain(MARKER);
    expect(Object.keys(five[0]!).sort()).toEqual([
      "aligned",
      "archived",
      "createdAt",
      "description",
      "id",
      "title",
    ]);
  });

  it("a manager sees the alignment of the goals shared with them, and nothing else", async () => {
    const admin = await as("admin");
    const program = await openProgram(admin.api, "Leading without authority");
    const owner = { kind: "program", id: program.id } as const;
    const id = await sharedGoal(admin.api, owner, "Every service has an owner");
    await sharedGoal(admin.api, owner, "Nobody aligned to this");
    const participant = await as("user", "Pat Participant");
    const manager = await as("user", "Morgan Manager");
    await participant.api.programs.join({ programId: program.id });
    const shared = await participant.api.goals.create({
      title: "Name owners for my services",
      sharedGoalId: id,
    });
    await participant.api.goals.create({ title: `${MARKER} kept to myself`, sharedGoalId: id });
    await participant.api.goals.create({ title: `${MARKER} unaligned` });
    await participant.api.managerShares.invite({ email: manager.user.email });
    await manager.api.managerShares.accept({ token: await managerInvitationToken(t.db, manager.user.email) });
    await participant.api.managerShares.setGoalShared({ goalId: shared.id, shared: true });

    const seen = await manager.api.goalAlignment.following();
    expect(seen).toEqual([
      {
        userId: participant.user.id,
        sharedGoals: [
          {
            id,
            title: "Every service has an owner",
            owner: { kind: "program", name: "Leading without authority" },
            archived: false,
            goals: [
              {
                id: shared.id,
                title: "Name owners for my services",
                status: "active",
                progressPercentage: 0,
              },
            ],
          },
        ],
      },
    ]);
    expect(JSON.stringify(seen)).not.toContain(MARKER);

    // Nobody else's: the participant follows no one.
    expect(await participant.api.goalAlignment.following()).toEqual([]);
    const [share] = (await participant.api.managerShares.mine()).shares;
    await participant.api.managerShares.withdraw({ shareId: share!.id });
    expect(await manager.api.goalAlignment.following()).toEqual([]);
  });
});
