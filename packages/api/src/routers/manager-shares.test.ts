import { createDb, type DbHandle, type DB } from "@leadcoach/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MANAGER_INVITES_PER_DAY,
  SHARE_WITH_SELF,
  TOO_MANY_MANAGER_INVITES,
} from "../schemas/manager-shares";
import type { CreateProgramInput } from "../schemas/programs";
import { sendManagerSummaries } from "../services/manager-shares/summary";
import { callerFor, createUser, expectTrpcError, useTestDb } from "../testing";
import { defaultApiConfig } from "../config";

const t = useTestDb();
let second: DbHandle | null = null;
beforeAll(async () => {
  // On PostgreSQL the second "process" gets its own pool; PGlite has one connection, shared.
  if (t.url) second = await createDb({ databaseUrl: t.url, poolMax: 5 });
});
afterAll(async () => {
  await second?.close();
});

const MARKER = "PRIVATE-MGR-91c2";

async function person(name = "Test User") {
  const user = await createUser(t.db, { name });
  return { user, api: await callerFor(t.db, { userId: user.id }) };
}

function outboxTo(email: string) {
  return t.db.selectFrom("emailOutbox").selectAll().where("toAddress", "=", email).orderBy("id").execute();
}

async function program(): Promise<CreateProgramInput> {
  const lesson = await t.db.selectFrom("lessons").select("id").orderBy("id").executeTakeFirstOrThrow();
  return {
    name: "First 90 days",
    description: "Six weeks",
    lengthWeeks: 2,
    isOpen: true,
    steps: [
      { week: 1, kind: "lesson", title: "Read", lessonId: lesson.id, skillId: null, prompt: null },
      {
        week: 1,
        kind: "reflection",
        title: "Reflect",
        lessonId: null,
        skillId: null,
        prompt: "What surprised you?",
      },
      {
        week: 2,
        kind: "goal",
        title: "Set a goal",
        lessonId: null,
        skillId: null,
        prompt: "Hold weekly 1:1s",
      },
    ],
  };
}

/** A participant in a program with a reflection, an assessment answer and an unshared goal carrying the marker. */
async function participantWithPrivateRecords() {
  const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id });
  const created = await admin.programs.create(await program());
  const participant = await person("Pat Participant");
  await participant.api.programs.join({ programId: created.id });
  const { enrolmentId } = (await participant.api.programs.mine()).enrolments[0]!;
  const reflection = created.steps.find((s) => s.kind === "reflection")!;
  await participant.api.programs.reflect({
    enrolmentId,
    stepId: reflection.id,
    reflection: `${MARKER} reflection`,
  });
  const assessment = await t.db
    .insertInto("assessments")
    .values({ userId: participant.user.id, status: "completed", overallPercent: 61, completedAt: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const skill = await t.db.selectFrom("skills").select("id").orderBy("id").executeTakeFirstOrThrow();
  await t.db
    .insertInto("assessmentResults")
    .values({
      assessmentId: assessment.id,
      skillId: skill.id,
      score: 3,
      maxScore: 5,
      answers: JSON.stringify([{ questionId: `${MARKER}-answer`, score: 3 }]),
    })
    .execute();
  const privateGoal = await participant.api.goals.create({ title: `${MARKER} private goal` });
  const sharedGoal = await participant.api.goals.create({ title: "Delegate the release process" });
  return { ...participant, programId: created.id, privateGoal, sharedGoal };
}

describe("inviting a manager", () => {
  it("shares with an existing account, found by address in any case, and e-mails the manager", async () => {
    const manager = await person("Morgan Manager");
    const { api } = await person("Pat");
    const share = await api.managerShares.invite({ email: manager.user.email.toUpperCase() });
    expect(share.status).toBe("active");
    const mine = await api.managerShares.mine();
    expect(mine.shares).toEqual([
      expect.objectContaining({
        id: share.id,
        status: "active",
        managerName: "Morgan Manager",
        withdrawnAt: null,
      }),
    ]);
    expect(mine.managerSees).toMatch(/never your reflections/i);
    const [mail] = await outboxTo(manager.user.email);
    expect(mail?.subject).toContain("shares their program progress");
    expect(mail?.textBody).toContain("/following");
    await expectTrpcError(api.managerShares.invite({ email: manager.user.email }), "CONFLICT");
  });

  it("waits for an account when nobody has the address, telling the manager to sign up", async () => {
    const { api } = await person();
    const email = `new-manager-${Date.now()}@example.test`;
    const share = await api.managerShares.invite({ email });
    expect(share.status).toBe("waiting_for_account");
    const [mail] = await outboxTo(email);
    expect(mail?.textBody).toContain("/signup");
    expect((await api.managerShares.mine()).shares[0]?.status).toBe("waiting_for_account");

    // The account made later with that address follows the person at once.
    const manager = await createUser(t.db, { email: email.toUpperCase() });
    const managerApi = await callerFor(t.db, { userId: manager.id });
    expect(await managerApi.managerShares.following()).toHaveLength(1);
    expect((await api.managerShares.mine()).shares[0]?.status).toBe("active");
  });

  it("refuses yourself with a 400, and a deactivated account", async () => {
    const { user, api } = await person();
    await expectTrpcError(
      api.managerShares.invite({ email: user.email.toUpperCase() }),
      "BAD_REQUEST",
      SHARE_WITH_SELF,
    );
    const gone = await createUser(t.db);
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", gone.id).execute();
    await expectTrpcError(api.managerShares.invite({ email: gone.email }), "CONFLICT");
  });

  it("sends at most 10 invitations a day, withdrawn ones counted, so it cannot e-mail strangers at will", async () => {
    const { user, api } = await person();
    for (let i = 0; i < MANAGER_INVITES_PER_DAY; i++) {
      const { id } = await api.managerShares.invite({ email: `boss-${user.id}-${i}@elsewhere.test` });
      await api.managerShares.withdraw({ shareId: id });
    }
    await expectTrpcError(
      api.managerShares.invite({ email: `boss-${user.id}-last@elsewhere.test` }),
      "TOO_MANY_REQUESTS",
      TOO_MANY_MANAGER_INVITES,
    );
    expect(await outboxTo(`boss-${user.id}-last@elsewhere.test`)).toEqual([]);
  });
});

describe("what a manager sees", () => {
  it("program progress and only the goals marked shared, never private records; withdrawing ends it at once", async () => {
    const participant = await participantWithPrivateRecords();
    const manager = await person("Morgan Manager");
    const stranger = await person("Sam Stranger");
    const share = await participant.api.managerShares.invite({ email: manager.user.email });
    await participant.api.managerShares.setGoalShared({ goalId: participant.sharedGoal.id, shared: true });
    const goals = await participant.api.goals.list({ userId: participant.user.id });
    expect(goals.filter((g) => g.sharedWithManager).map((g) => g.id)).toEqual([participant.sharedGoal.id]);
    // Only the person's own goals.
    await expectTrpcError(
      stranger.api.managerShares.setGoalShared({ goalId: participant.privateGoal.id, shared: true }),
      "NOT_FOUND",
    );

    const following = await manager.api.managerShares.following();
    expect(following).toHaveLength(1);
    const [followed] = following;
    expect(followed).toMatchObject({ userId: participant.user.id, name: "Pat Participant" });
    expect(followed?.programs).toEqual([
      expect.objectContaining({
        name: "First 90 days",
        lengthWeeks: 2,
        currentWeek: 1,
        stepsDone: 1,
        stepsTotal: 3,
      }),
    ]);
    expect(followed?.goals.map((g) => g.title)).toEqual(["Delegate the release process"]);
    const one = await manager.api.managerShares.person({ userId: participant.user.id });
    expect(one).toEqual(followed);

    // Nothing private in any manager output, nor the summary e-mail.
    await sendManagerSummaries({ db: t.db, config: defaultApiConfig, now: () => new Date() });
    const outputs = JSON.stringify([following, one, await outboxTo(manager.user.email)]);
    expect(outputs).not.toContain(MARKER);
    // The marker is really there: the participant reads their own reflection.
    expect(JSON.stringify(await participant.api.programs.mine())).toContain(MARKER);

    // Another manager, and the participant about themselves, get 404.
    await expectTrpcError(stranger.api.managerShares.person({ userId: participant.user.id }), "NOT_FOUND");
    expect(await stranger.api.managerShares.following()).toEqual([]);
    await expectTrpcError(participant.api.managerShares.person({ userId: participant.user.id }), "NOT_FOUND");

    await participant.api.managerShares.withdraw({ shareId: share.id });
    await expectTrpcError(manager.api.managerShares.person({ userId: participant.user.id }), "NOT_FOUND");
    expect(await manager.api.managerShares.following()).toEqual([]);
    expect((await participant.api.managerShares.mine()).shares[0]?.status).toBe("withdrawn");
    // Withdrawing twice is fine; someone else's share is not found.
    await participant.api.managerShares.withdraw({ shareId: share.id });
    await expectTrpcError(stranger.api.managerShares.withdraw({ shareId: share.id }), "NOT_FOUND");
  });
});

describe("the monthly summary", () => {
  it("goes to each manager exactly once a month, with two processes at once", async () => {
    const managers = await Promise.all(Array.from({ length: 4 }, (_, i) => person(`Manager ${i}`)));
    for (const manager of managers) {
      const { api } = await person();
      await api.managerShares.invite({ email: manager.user.email });
    }
    const at = "2027-01-01T09:00:00Z";
    const run = (db: DB, when: string) =>
      sendManagerSummaries({ db, config: defaultApiConfig, now: () => new Date(when) });
    const before = await run(t.db, "2027-01-01T07:00:00Z");
    expect(before.monthStart).toBeNull();

    const results = await Promise.all([run(t.db, at), run(second?.db ?? t.db, at)]);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    for (const manager of managers) {
      const mails = (await outboxTo(manager.user.email)).filter((m) => m.kind === "manager_summary");
      expect(mails, manager.user.name).toHaveLength(1);
    }
    // Later runs that month add nothing; the next month sends again.
    await Promise.all([run(t.db, "2027-01-20T09:00:00Z"), run(second?.db ?? t.db, "2027-01-20T09:00:00Z")]);
    await run(t.db, "2027-02-01T08:30:00Z");
    for (const manager of managers) {
      const mails = (await outboxTo(manager.user.email)).filter((m) => m.kind === "manager_summary");
      expect(mails).toHaveLength(2);
    }
  });
});
