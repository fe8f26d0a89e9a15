import { createHash } from "node:crypto";
import type { DB } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { MANAGER_SUMMARY_UNSUBSCRIBE_EXPIRED, MANAGER_SUMMARY_UNSUBSCRIBE_INVALID } from "../schemas/digest";
import {
  MANAGER_INVITATION_DECLINED,
  MANAGER_INVITATION_INVALID,
  MANAGER_INVITATION_USED,
  MANAGER_INVITATION_YOURS,
  MANAGER_INVITES_PER_DAY,
  RESEND_ONCE_A_DAY,
  SHARE_NOT_WAITING,
  SHARE_WITH_SELF,
  TOO_MANY_MANAGER_INVITES,
  managerInvitationExpired,
  managerInvitationWithdrawn,
} from "../schemas/manager-shares";
import type { CreateProgramInput } from "../schemas/programs";
import { unsubscribeUrls } from "../services/digest/unsubscribe";
import { sendManagerSummaries } from "../services/manager-shares/summary";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  managerInvitationToken,
  useSecondProcess,
  useTestDb,
  type TestClock,
} from "../testing";
import { defaultApiConfig } from "../config";

const t = useTestDb();
const second = useSecondProcess(t);

const MARKER = "PRIVATE-MGR-91c2";
const DAY = 86_400_000;

async function person(name = "Test User", options: { clock?: TestClock; email?: string; db?: DB } = {}) {
  const user = await createUser(t.db, { name, email: options.email });
  return { user, api: await callerFor(options.db ?? t.db, { userId: user.id, clock: options.clock }) };
}

function outboxTo(email: string) {
  return t.db.selectFrom("emailOutbox").selectAll().where("toAddress", "=", email).orderBy("id").execute();
}

/** The participant invites `email`, and `manager` accepts through the e-mailed link. */
async function shareAccepted(
  participant: Awaited<ReturnType<typeof person>>,
  manager: Awaited<ReturnType<typeof person>>,
  email = manager.user.email,
) {
  const share = await participant.api.managerShares.invite({ email });
  await manager.api.managerShares.accept({ token: await managerInvitationToken(t.db, email) });
  return share;
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
  it("always waits for the e-mailed link, whether an account has the address or not, and stores only its hash", async () => {
    const manager = await person("Morgan Manager");
    const pat = await person("Pat");
    const share = await pat.api.managerShares.invite({ email: manager.user.email.toUpperCase() });
    expect(share.status).toBe("waiting");
    const mine = await pat.api.managerShares.mine();
    expect(mine.shares).toEqual([
      expect.objectContaining({ id: share.id, status: "waiting", managerName: null, withdrawnAt: null }),
    ]);
    const expiresIn = Date.parse(mine.shares[0]!.expiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(13.9 * DAY);
    expect(expiresIn).toBeLessThanOrEqual(14 * DAY);
    expect(mine.managerSees).toMatch(/never your reflections/i);

    // The account with the address sees nothing until it accepts.
    expect(await manager.api.managerShares.following()).toEqual([]);
    await expectTrpcError(manager.api.managerShares.person({ userId: pat.user.id }), "NOT_FOUND");

    const [mail] = await outboxTo(manager.user.email.toUpperCase());
    expect(mail?.subject).toBe("Pat invites you to follow their program progress");
    expect(mail?.textBody).toMatch(/Accept or decline/);
    const token = await managerInvitationToken(t.db, manager.user.email.toUpperCase());
    const row = await t.db
      .selectFrom("managerShares")
      .selectAll()
      .where("id", "=", share.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    await expectTrpcError(pat.api.managerShares.invite({ email: manager.user.email }), "CONFLICT");
    // An address nobody has gets the same answer: the reply says nothing about who has an account.
    const nobody = await pat.api.managerShares.invite({ email: `nobody-${Date.now()}@example.test` });
    expect(nobody.status).toBe("waiting");
  });

  it("refuses your own address with a 400", async () => {
    const { user, api } = await person();
    await expectTrpcError(
      api.managerShares.invite({ email: user.email.toUpperCase() }),
      "BAD_REQUEST",
      SHARE_WITH_SELF,
    );
  });

  it("sends at most 10 invitation e-mails a day, withdrawn ones and resent ones counted", async () => {
    const clock = createClock("2030-03-01T10:00:00Z");
    const { user, api } = await person("Pat", { clock });
    const first = await api.managerShares.invite({ email: `boss-${user.id}-first@elsewhere.test` });
    // Its e-mail went days ago: it may go again now, and counts again.
    await t.db
      .updateTable("managerShares")
      .set({ sentAt: new Date("2030-02-20T10:00:00Z") })
      .where("id", "=", first.id)
      .execute();
    await api.managerShares.resend({ shareId: first.id });
    for (let i = 0; i < MANAGER_INVITES_PER_DAY - 2; i++) {
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

describe("accepting through the link", () => {
  it("shows who invites and what the manager will see, then binds the share to the account that accepts", async () => {
    const invitedAddress = `boss-${Date.now()}@example.test`;
    // Someone signed up first with the manager's address: without the link they see nothing.
    const squatter = await person("Sam Squatter", { email: invitedAddress });
    const manager = await person("Morgan Manager");
    const pat = await person("Pat Participant");
    const share = await pat.api.managerShares.invite({ email: invitedAddress });
    const token = await managerInvitationToken(t.db, invitedAddress);

    const invitation = await manager.api.managerShares.invitation({ token });
    expect(invitation).toMatchObject({ participantName: "Pat Participant", managerEmail: invitedAddress });
    expect(invitation.youWillSee).toMatch(/Never their reflections, assessment answers/);

    // Any account may accept: opening the link proves the address is the reader's.
    expect(await manager.api.managerShares.accept({ token })).toEqual({
      userId: pat.user.id,
      participantName: "Pat Participant",
    });
    expect((await manager.api.managerShares.following()).map((p) => p.userId)).toEqual([pat.user.id]);
    expect(await squatter.api.managerShares.following()).toEqual([]);
    await expectTrpcError(squatter.api.managerShares.person({ userId: pat.user.id }), "NOT_FOUND");
    expect((await pat.api.managerShares.mine()).shares).toEqual([
      expect.objectContaining({
        id: share.id,
        status: "active",
        managerName: "Morgan Manager",
        expiresAt: null,
      }),
    ]);
  });

  it("answers a used, replaced, expired, withdrawn, declined or own link with a 4xx that says what to do", async () => {
    const clock = createClock("2030-01-10T09:00:00Z");
    const pat = await person("Pat Participant", { clock });
    const manager = await person("Morgan Manager", { clock });
    const other = await person("Olive Other", { clock });

    // Used: once accepted, the link works for nobody again.
    await shareAccepted(pat, manager);
    const used = await managerInvitationToken(t.db, manager.user.email);
    await expectTrpcError(
      manager.api.managerShares.accept({ token: used }),
      "CONFLICT",
      MANAGER_INVITATION_USED,
    );
    await expectTrpcError(
      other.api.managerShares.invitation({ token: used }),
      "CONFLICT",
      MANAGER_INVITATION_USED,
    );

    // The participant's own link.
    await pat.api.managerShares.invite({ email: "own@example.test" });
    const own = await managerInvitationToken(t.db, "own@example.test");
    await expectTrpcError(
      pat.api.managerShares.accept({ token: own }),
      "BAD_REQUEST",
      MANAGER_INVITATION_YOURS,
    );

    // Replaced: sending again (a day later) makes the old link unknown, and the new one works.
    clock.advanceDays(1);
    const ownShare = (await pat.api.managerShares.mine()).shares.find(
      (s) => s.managerEmail === "own@example.test",
    )!;
    await pat.api.managerShares.resend({ shareId: ownShare.id });
    const renewed = await managerInvitationToken(t.db, "own@example.test");
    expect(renewed).not.toBe(own);
    await expectTrpcError(
      other.api.managerShares.invitation({ token: own }),
      "NOT_FOUND",
      MANAGER_INVITATION_INVALID,
    );
    expect((await other.api.managerShares.invitation({ token: renewed })).participantName).toBe(
      "Pat Participant",
    );

    // Expired: 14 days after it was sent.
    clock.advanceDays(14);
    await expectTrpcError(
      other.api.managerShares.accept({ token: renewed }),
      "BAD_REQUEST",
      managerInvitationExpired("Pat Participant"),
    );
    expect((await pat.api.managerShares.mine()).shares.find((s) => s.id === ownShare.id)?.status).toBe(
      "expired",
    );

    // Withdrawn before anyone answered.
    await pat.api.managerShares.invite({ email: "withdrawn@example.test" });
    const withdrawn = await managerInvitationToken(t.db, "withdrawn@example.test");
    const withdrawnShare = (await pat.api.managerShares.mine()).shares[0]!;
    await pat.api.managerShares.withdraw({ shareId: withdrawnShare.id });
    await expectTrpcError(
      other.api.managerShares.accept({ token: withdrawn }),
      "CONFLICT",
      managerInvitationWithdrawn("Pat Participant"),
    );

    // Declined: the share ends, the participant sees it, and the link cannot then be accepted.
    await pat.api.managerShares.invite({ email: "declined@example.test" });
    const declined = await managerInvitationToken(t.db, "declined@example.test");
    expect(await other.api.managerShares.decline({ token: declined })).toEqual({ success: true });
    await expectTrpcError(
      other.api.managerShares.accept({ token: declined }),
      "CONFLICT",
      MANAGER_INVITATION_DECLINED,
    );
    const declinedShare = (await pat.api.managerShares.mine()).shares[0]!;
    expect(declinedShare).toMatchObject({ managerEmail: "declined@example.test", status: "declined" });
    await expectTrpcError(
      pat.api.managerShares.resend({ shareId: declinedShare.id }),
      "CONFLICT",
      SHARE_NOT_WAITING,
    );
    expect(await other.api.managerShares.following()).toEqual([]);

    // A token never issued, and one that cannot be ours at all.
    await expectTrpcError(other.api.managerShares.accept({ token: "x".repeat(43) }), "NOT_FOUND");
    await expectTrpcError(other.api.managerShares.accept({ token: "not-a-token" }), "BAD_REQUEST");
  });

  it("of two accounts accepting at once, exactly one follows", async () => {
    const pat = await person("Pat Participant");
    const first = await person("First");
    const rival = await person("Rival", { db: second.db });
    await pat.api.managerShares.invite({ email: "race@example.test" });
    const token = await managerInvitationToken(t.db, "race@example.test");
    const results = await Promise.allSettled([
      first.api.managerShares.accept({ token }),
      rival.api.managerShares.accept({ token }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const following = [
      ...(await first.api.managerShares.following()),
      ...(await rival.api.managerShares.following()),
    ];
    expect(following.map((p) => p.userId)).toEqual([pat.user.id]);
  });

  it("withdrawing ends it at once, even with the manager's accept and reads in flight", async () => {
    for (let round = 0; round < 4; round++) {
      const pat = await person("Pat Participant");
      const manager = await person("Morgan Manager", { db: second.db });
      const email = `flight-${round}-${pat.user.id}@example.test`;
      const share = await pat.api.managerShares.invite({ email });
      const token = await managerInvitationToken(t.db, email);
      // Round 0 and 2: the accept and the withdrawal race; 1 and 3: accepted first, then reads race.
      if (round % 2 === 1) await manager.api.managerShares.accept({ token });
      await Promise.allSettled([
        manager.api.managerShares.accept({ token }),
        pat.api.managerShares.withdraw({ shareId: share.id }),
        manager.api.managerShares.following(),
      ]);
      // Once the withdrawal has answered, no read finds the person.
      expect(await manager.api.managerShares.following()).toEqual([]);
      await expectTrpcError(manager.api.managerShares.person({ userId: pat.user.id }), "NOT_FOUND");
      expect((await pat.api.managerShares.mine()).shares[0]?.status).toBe("withdrawn");
    }
  });
});

describe("sending an invitation again", () => {
  it("at most once a day per share, with a new link; two at once send one", async () => {
    const clock = createClock("2030-02-01T10:00:00Z");
    const pat = await person("Pat", { clock });
    const email = `again-${pat.user.id}@example.test`;
    const share = await pat.api.managerShares.invite({ email });
    await expectTrpcError(
      pat.api.managerShares.resend({ shareId: share.id }),
      "TOO_MANY_REQUESTS",
      RESEND_ONCE_A_DAY,
    );
    clock.set("2030-02-02T09:59:59Z");
    await expectTrpcError(
      pat.api.managerShares.resend({ shareId: share.id }),
      "TOO_MANY_REQUESTS",
      RESEND_ONCE_A_DAY,
    );

    clock.set("2030-02-02T10:00:00Z");
    const rival = await callerFor(second.db, { userId: pat.user.id, clock });
    const results = await Promise.allSettled([
      pat.api.managerShares.resend({ shareId: share.id }),
      rival.managerShares.resend({ shareId: share.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await outboxTo(email)).filter((m) => m.kind === "manager_share")).toHaveLength(2);
    // The new link works for 14 days from now.
    const mine = await pat.api.managerShares.mine();
    expect(mine.shares[0]?.expiresAt).toBe("2030-02-16T10:00:00.000Z");

    // Only the participant's own, waiting shares.
    const stranger = await person("Sam", { clock });
    await expectTrpcError(stranger.api.managerShares.resend({ shareId: share.id }), "NOT_FOUND");
    const manager = await person("Morgan", { clock });
    await manager.api.managerShares.accept({ token: await managerInvitationToken(t.db, email) });
    clock.advanceDays(2);
    await expectTrpcError(pat.api.managerShares.resend({ shareId: share.id }), "CONFLICT", SHARE_NOT_WAITING);
  });

  it("a share that waited for an account before links existed is not found by address, until sent again and accepted", async () => {
    const pat = await person("Pat Participant");
    const email = `before-links-${pat.user.id}@example.test`;
    // As the earlier version stored it: no account, no link.
    const { id } = await t.db
      .insertInto("managerShares")
      .values({ participantId: pat.user.id, managerEmail: email })
      .returning("id")
      .executeTakeFirstOrThrow();
    const holder = await person("Holder", { email });
    expect(await holder.api.managerShares.following()).toEqual([]);
    expect((await pat.api.managerShares.mine()).shares[0]).toMatchObject({ id, status: "expired" });

    await pat.api.managerShares.resend({ shareId: id });
    await holder.api.managerShares.accept({ token: await managerInvitationToken(t.db, email) });
    expect((await holder.api.managerShares.following()).map((p) => p.userId)).toEqual([pat.user.id]);
  });
});

describe("what a manager sees", () => {
  it("program progress and only the goals marked shared, never private records; withdrawing ends it at once", async () => {
    const participant = await participantWithPrivateRecords();
    const manager = await person("Morgan Manager");
    const stranger = await person("Sam Stranger");
    const share = await shareAccepted(participant, manager);
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

describe("who may call each procedure", () => {
  it("signed out: 401; the participant, the invited manager before and after accepting, an address holder, admins: only their own", async () => {
    const pat = await person("Pat Participant");
    const invitedAddress = `matrix-boss-${pat.user.id}@example.test`;
    const holder = await person("Holder Of The Address", { email: invitedAddress });
    const manager = await person("Morgan Manager");
    const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id });
    const superAdmin = await callerFor(t.db, {
      userId: (await createUser(t.db, { role: "super_admin" })).id,
    });
    const goal = await pat.api.goals.create({ title: "Shared goal" });
    const share = await pat.api.managerShares.invite({ email: invitedAddress });
    const token = await managerInvitationToken(t.db, invitedAddress);

    const anonymous = await callerFor(t.db);
    for (const call of [
      anonymous.managerShares.invite({ email: "x@example.test" }),
      anonymous.managerShares.resend({ shareId: share.id }),
      anonymous.managerShares.mine(),
      anonymous.managerShares.withdraw({ shareId: share.id }),
      anonymous.managerShares.setGoalShared({ goalId: goal.id, shared: true }),
      anonymous.managerShares.invitation({ token }),
      anonymous.managerShares.accept({ token }),
      anonymous.managerShares.decline({ token }),
      anonymous.managerShares.following(),
      anonymous.managerShares.person({ userId: pat.user.id }),
    ]) {
      await expectTrpcError(call, "UNAUTHORIZED");
    }

    // Everyone but the participant: the participant's share and goal are not found, and nobody is followed.
    const others = { holder: holder.api, manager: manager.api, admin, superAdmin };
    for (const [role, api] of Object.entries(others)) {
      await expectTrpcError(api.managerShares.resend({ shareId: share.id }), "NOT_FOUND");
      await expectTrpcError(api.managerShares.withdraw({ shareId: share.id }), "NOT_FOUND");
      await expectTrpcError(api.managerShares.setGoalShared({ goalId: goal.id, shared: true }), "NOT_FOUND");
      expect((await api.managerShares.mine()).shares, role).toEqual([]);
      expect(await api.managerShares.following(), role).toEqual([]);
      await expectTrpcError(api.managerShares.person({ userId: pat.user.id }), "NOT_FOUND");
    }
    // The link is the credential: any signed-in account may read it; the participant may not answer it.
    expect((await admin.managerShares.invitation({ token })).managerEmail).toBe(invitedAddress);
    await expectTrpcError(
      pat.api.managerShares.invitation({ token }),
      "BAD_REQUEST",
      MANAGER_INVITATION_YOURS,
    );
    await expectTrpcError(pat.api.managerShares.decline({ token }), "BAD_REQUEST", MANAGER_INVITATION_YOURS);

    // Once the manager accepted: only they follow; the address holder and admins still see nothing.
    await manager.api.managerShares.accept({ token });
    await pat.api.managerShares.setGoalShared({ goalId: goal.id, shared: true });
    expect(
      (await manager.api.managerShares.person({ userId: pat.user.id })).goals.map((g) => g.title),
    ).toEqual(["Shared goal"]);
    for (const [role, api] of Object.entries({ holder: holder.api, admin, superAdmin })) {
      expect(await api.managerShares.following(), role).toEqual([]);
      await expectTrpcError(api.managerShares.person({ userId: pat.user.id }), "NOT_FOUND");
    }
    // The manager cannot act on the participant's share or goals either.
    await expectTrpcError(manager.api.managerShares.withdraw({ shareId: share.id }), "NOT_FOUND");
    await expectTrpcError(
      manager.api.managerShares.setGoalShared({ goalId: goal.id, shared: false }),
      "NOT_FOUND",
    );
    await expectTrpcError(manager.api.managerShares.decline({ token }), "CONFLICT", MANAGER_INVITATION_USED);
  });
});

describe("the monthly summary", () => {
  it("goes to each manager exactly once a month, with two processes at once", async () => {
    const managers = await Promise.all(Array.from({ length: 4 }, (_, i) => person(`Manager ${i}`)));
    for (const manager of managers) await shareAccepted(await person(), manager);
    // A manager who never accepted gets nothing.
    const unanswered = await person("Unanswered");
    await (await person()).api.managerShares.invite({ email: unanswered.user.email });

    const at = "2027-01-01T09:00:00Z";
    const run = (db: DB, when: string) =>
      sendManagerSummaries({ db, config: defaultApiConfig, now: () => new Date(when) });
    const before = await run(t.db, "2027-01-01T07:00:00Z");
    expect(before.monthStart).toBeNull();

    const results = await Promise.all([run(t.db, at), run(second.db, at)]);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    const summaries = async (email: string) =>
      (await outboxTo(email)).filter((m) => m.kind === "manager_summary");
    for (const manager of managers)
      expect(await summaries(manager.user.email), manager.user.name).toHaveLength(1);
    expect(await summaries(unanswered.user.email)).toEqual([]);
    // Later runs that month add nothing; the next month sends again.
    await Promise.all([run(t.db, "2027-01-20T09:00:00Z"), run(second.db, "2027-01-20T09:00:00Z")]);
    await run(t.db, "2027-02-01T08:30:00Z");
    for (const manager of managers) expect(await summaries(manager.user.email)).toHaveLength(2);
  });

  it("carries a one-click unsubscribe link that works signed out, for 60 days, and only for the summary", async () => {
    const config = { ...defaultApiConfig, appUrl: "https://app.example.test" };
    const sentAt = new Date("2028-03-01T09:00:00Z");
    const manager = await person("Morgan Manager");
    await shareAccepted(await person("Pat"), manager);
    await sendManagerSummaries({ db: t.db, config, now: () => sentAt });
    const [mail] = (await outboxTo(manager.user.email)).filter((m) => m.kind === "manager_summary");
    const oneClick = new URL(mail?.listUnsubscribeUrl ?? "");
    expect(oneClick.pathname).toBe("/api/digest/unsubscribe");
    expect(oneClick.searchParams.get("list")).toBe("manager_summary");
    const token = oneClick.searchParams.get("token") ?? "";
    expect(mail?.textBody).toContain(`/unsubscribe?token=${token}&list=manager_summary`);
    expect(mail?.textBody).toContain("Stop this monthly summary");

    const visitorAt = (days: number) =>
      callerFor(t.db, { config, clock: createClock(new Date(sentAt.getTime() + days * DAY)) });
    const emails = async () => (await manager.api.settings.notificationPreferences()).emails;
    // The digest's kind of link, signed for this e-mail alone: as a digest link it is refused.
    await expectTrpcError(
      (await visitorAt(1)).digest.unsubscribe({ token, list: "weekly_digest" }),
      "BAD_REQUEST",
    );
    const digestLink = new URL(unsubscribeUrls(config, "weekly_digest", manager.user.id, sentAt).oneClick);
    await expectTrpcError(
      (await visitorAt(1)).digest.unsubscribe({
        token: digestLink.searchParams.get("token") ?? "",
        list: "manager_summary",
      }),
      "BAD_REQUEST",
      MANAGER_SUMMARY_UNSUBSCRIBE_INVALID,
    );
    await expectTrpcError(
      (await visitorAt(60.01)).digest.unsubscribe({ token, list: "manager_summary" }),
      "BAD_REQUEST",
      MANAGER_SUMMARY_UNSUBSCRIBE_EXPIRED,
    );
    expect(await emails()).toMatchObject({ manager_summary: true, weekly_digest: false });

    expect(await (await visitorAt(60)).digest.unsubscribe({ token, list: "manager_summary" })).toEqual({
      success: true,
      message: expect.stringContaining("You will no longer get the monthly summary") as string,
    });
    expect(await emails()).toEqual({ weekly_digest: false, program_reminders: true, manager_summary: false });
  });

  it("skips a manager who turned it off, and the people they follow still show", async () => {
    const off = await person("Off Manager");
    const on = await person("On Manager");
    const pat = await person("Pat");
    await shareAccepted(pat, off);
    await shareAccepted(pat, on);
    await off.api.settings.updateNotificationPreferences({ emails: { manager_summary: false } });
    await sendManagerSummaries({
      db: t.db,
      config: defaultApiConfig,
      now: () => new Date("2029-05-01T09:00:00Z"),
    });
    const summaries = async (email: string) =>
      (await outboxTo(email)).filter((m) => m.kind === "manager_summary");
    expect(await summaries(off.user.email)).toEqual([]);
    expect(await summaries(on.user.email)).toHaveLength(1);
    expect((await off.api.managerShares.following()).map((p) => p.userId)).toEqual([pat.user.id]);
  });
});
