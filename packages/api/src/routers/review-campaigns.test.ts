import type { AuditAction } from "@leadcoach/db";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CAMPAIGN_MAX_NOMINEES,
  CAMPAIGN_MIN_NOMINEES,
  RELEASE_BEFORE_DEADLINE,
} from "../schemas/review-campaigns";
import type { ReviewInstrumentItem } from "../schemas/reviews-360";
import { releaseDueCampaignCycles } from "../services/review-campaigns/release";
import { callerFor, createClock, createUser, expectTrpcError, useTestDb, type TestClock } from "../testing";

const t = useTestDb();
let items: ReviewInstrumentItem[];
beforeAll(async () => {
  const someone = await createUser(t.db);
  items = await (await callerFor(t.db, { userId: someone.id })).reviews360.instrument();
});

type Api = Awaited<ReturnType<typeof callerFor>>;

const START = "2026-12-01T09:00:00Z";
const DAY = 86_400_000;
const at = (clock: TestClock, days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();
const ratings = (value: number) => Object.fromEntries(items.map((i) => [i.skillKey, value]));
const reviewers = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({
    reviewerEmail: `reviewer-${from + i}-${Math.random().toString(36).slice(2)}@example.test`,
    relationship: "peer" as const,
  }));

/** An admin on the clock, and a group of `size` fresh members, each with a caller on the same clock. */
async function groupOf(size: number, clock: TestClock) {
  const adminUser = await createUser(t.db, { role: "admin" });
  const admin = await callerFor(t.db, { userId: adminUser.id, clock, clientIp: "203.0.113.7" });
  const group = await admin.groups.create({ name: `Cohort ${Math.random().toString(36).slice(2)}` });
  const members = [];
  for (let i = 0; i < size; i++) {
    const user = await createUser(t.db, { name: `Member ${i + 1}` });
    members.push({ user, api: await callerFor(t.db, { userId: user.id, clock }) });
  }
  await admin.groups.addMembers({ id: group.id, userIds: members.map((m) => m.user.id) });
  return { admin, adminUser, group, members };
}

async function campaignFor(admin: Api, groupId: number, clock: TestClock, name = "Spring leadership 360") {
  return admin.reviewCampaigns.create({
    name,
    groupId,
    nominationDeadline: at(clock, 7),
    releaseAt: at(clock, 21),
  });
}

/** A campaign started at START for a fresh group of `size`, with its clock, admin and members. */
async function runningCampaign(size: number) {
  const clock = createClock(START);
  const { admin, adminUser, group, members } = await groupOf(size, clock);
  const { campaign, opened } = await campaignFor(admin, group.id, clock);
  return { clock, admin, adminUser, group, members, campaign, opened };
}

/** The member's campaign cycle (the newest of their cycles). */
async function cycleOf(api: Api) {
  const [cycle] = await api.reviews360.list();
  if (!cycle) throw new Error("expected a cycle");
  return cycle;
}

/** Each invitation's token, read from its e-mail (the only place it exists). */
async function tokensOf(requestIds: number[]) {
  const mails = await t.db
    .selectFrom("emailOutbox")
    .select(["textBody"])
    .where("feedbackRequestId", "in", requestIds)
    .where("kind", "=", "review_360_invitation")
    .execute();
  return mails.map((m) => /\/feedback\?token=([A-Za-z0-9_-]{43})/.exec(m.textBody)?.[1] ?? "");
}

/** Reviewers answer `count` of the cycle's invitations through their e-mailed links. */
async function answer(clock: TestClock, requestIds: number[], count: number) {
  const guest = await callerFor(t.db, { clock });
  for (const token of (await tokensOf(requestIds)).slice(0, count)) {
    await guest.feedback.submit({
      token,
      overallRating: 4,
      behaviourRatings: ratings(4),
      strengths: "Clear plans",
    });
  }
}

/** The member nominates `nominees` fresh reviewers for the cycle, and the first `answered` of them answer. */
async function nominateAndAnswer(
  clock: TestClock,
  api: Api,
  cycleId: number,
  nominees: number,
  answered: number,
) {
  const nominated = await api.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(nominees) });
  await answer(
    clock,
    nominated.invitations.map((i) => i.id),
    answered,
  );
  return nominated;
}

describe("reviewCampaigns.create", () => {
  it("names the nomination limits as the schema's constants", () => {
    expect([CAMPAIGN_MIN_NOMINEES, CAMPAIGN_MAX_NOMINEES]).toEqual([3, 12]);
  });

  it("refuses dates in the past, a release before the deadline and a missing or double audience", async () => {
    const clock = createClock(START);
    const { admin, group } = await groupOf(1, clock);
    const base = { name: "Bad dates", groupId: group.id };
    await expectTrpcError(
      admin.reviewCampaigns.create({ ...base, nominationDeadline: at(clock, -2), releaseAt: at(clock, -1) }),
      "BAD_REQUEST",
      "The release date must be in the future.",
    );
    await expectTrpcError(
      admin.reviewCampaigns.create({ ...base, nominationDeadline: at(clock, 10), releaseAt: at(clock, 5) }),
      "BAD_REQUEST",
      RELEASE_BEFORE_DEADLINE,
    );
    await expectTrpcError(
      admin.reviewCampaigns.create({ ...base, nominationDeadline: at(clock, -1), releaseAt: at(clock, 5) }),
      "BAD_REQUEST",
      "The nomination deadline must be in the future.",
    );
    await expectTrpcError(
      admin.reviewCampaigns.create({
        name: "Nobody",
        nominationDeadline: at(clock, 1),
        releaseAt: at(clock, 5),
      }),
      "BAD_REQUEST",
      "Choose a program or a group",
    );
    await expectTrpcError(
      admin.reviewCampaigns.create({
        ...base,
        programId: 1,
        nominationDeadline: at(clock, 1),
        releaseAt: at(clock, 5),
      }),
      "BAD_REQUEST",
      "Choose a program or a group",
    );
    await expectTrpcError(
      admin.reviewCampaigns.create({
        ...base,
        groupId: 999_999,
        nominationDeadline: at(clock, 1),
        releaseAt: at(clock, 5),
      }),
      "BAD_REQUEST",
      "That group no longer exists.",
    );
    expect(await admin.reviewCampaigns.list()).toEqual([]);
  });

  it("opens one cycle per member, and opening again gives nobody a second one", async () => {
    const { clock, admin, group, members, campaign, opened } = await runningCampaign(3);
    expect(opened).toBe(3);
    expect(campaign).toMatchObject({
      status: "nominating",
      audience: { kind: "group", id: group.id },
      peopleCount: 3,
      nominatedCount: 0,
      invitedCount: 0,
      answeredCount: 0,
    });
    for (const member of members) {
      const cycles = await member.api.reviews360.list();
      expect(cycles).toHaveLength(1);
      expect(cycles[0]).toMatchObject({
        title: "Spring leadership 360",
        status: "active",
        campaign: { nominationDeadline: at(clock, 7), releaseAt: at(clock, 21) },
      });
    }
    expect(await admin.reviewCampaigns.openCycles({ campaignId: campaign.id })).toMatchObject({ opened: 0 });
    const newcomer = await createUser(t.db);
    await admin.groups.addMembers({ id: group.id, userIds: [newcomer.id] });
    const again = await admin.reviewCampaigns.openCycles({ campaignId: campaign.id });
    expect(again).toMatchObject({ opened: 1, campaign: { peopleCount: 4 } });
    expect(await admin.reviewCampaigns.openCycles({ campaignId: campaign.id })).toMatchObject({ opened: 0 });
    const rows = await t.db
      .selectFrom("assessment360Cycles")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where("campaignId", "=", campaign.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(4);
    expect((await admin.reviewCampaigns.list()).map((c) => c.id)).toEqual([campaign.id]);
  });

  it("opens cycles for a program's participants; the release completes them and ticks the 360 step", async () => {
    const clock = createClock(START);
    const adminUser = await createUser(t.db, { role: "admin" });
    const admin = await callerFor(t.db, { userId: adminUser.id, clock });
    const program = await admin.programs.create({
      name: "New managers",
      lengthWeeks: 6,
      steps: [
        { week: 4, kind: "review_360", title: "Your 360", lessonId: null, skillId: null, prompt: null },
      ],
    });
    const person = await createUser(t.db);
    await admin.programs.enrol({
      programId: program.id,
      userIds: [person.id],
      startDate: START.slice(0, 10),
    });
    const api = await callerFor(t.db, { userId: person.id, clock });
    const { campaign, opened } = await admin.reviewCampaigns.create({
      name: "Program 360",
      programId: program.id,
      nominationDeadline: at(clock, 7),
      releaseAt: at(clock, 21),
    });
    expect(opened).toBe(1);
    expect(campaign.audience).toEqual({ kind: "program", id: program.id, name: "New managers" });
    const stepDone = async () => (await api.programs.mine()).enrolments[0]?.steps[0]?.completedAt ?? null;
    expect(await stepDone()).toBeNull();
    clock.advanceDays(22);
    // The background release completes it without the person opening /360 (other tests' due cycles too).
    expect((await releaseDueCampaignCycles({ db: t.db, now: clock.now })).released).toBeGreaterThanOrEqual(1);
    expect(await stepDone()).not.toBeNull();
    expect(await releaseDueCampaignCycles({ db: t.db, now: clock.now })).toEqual({ released: 0 });
    expect((await cycleOf(api)).status).toBe("completed");
  });
});

describe("nominating reviewers on a campaign cycle", () => {
  it("takes 3 to 12 reviewers in all, each with a relationship, before the deadline only", async () => {
    const { clock, admin, members, campaign } = await runningCampaign(1);
    const member = members[0]!;
    const cycle = await cycleOf(member.api);
    await expectTrpcError(
      member.api.reviewCampaigns.nominate({ cycleId: cycle.id, reviewers: reviewers(2) }),
      "BAD_REQUEST",
      "Nominate at least 3 reviewers",
    );
    await expectTrpcError(
      member.api.reviewCampaigns.nominate({ cycleId: cycle.id, reviewers: reviewers(13) }),
      "BAD_REQUEST",
      "Nominate at most 12 reviewers in all (0 so far).",
    );
    const nominated = await member.api.reviewCampaigns.nominate({
      cycleId: cycle.id,
      reviewers: reviewers(3),
    });
    expect(nominated.invitedCount).toBe(3);
    // After the first three, one more at a time is fine, up to 12 in all (through either door).
    await member.api.reviews360.invite({ cycleId: cycle.id, reviewers: reviewers(1, 10) });
    await expectTrpcError(
      member.api.reviews360.invite({ cycleId: cycle.id, reviewers: reviewers(9, 20) }),
      "BAD_REQUEST",
      "Nominate at most 12 reviewers in all (4 so far).",
    );
    expect(await admin.reviewCampaigns.get({ campaignId: campaign.id })).toMatchObject({
      peopleCount: 1,
      nominatedCount: 1,
      invitedCount: 4,
    });
    // The subject cannot close a campaign's cycle early (that would release live).
    await expectTrpcError(member.api.reviews360.close({ cycleId: cycle.id }), "CONFLICT", /closes by itself/);
    clock.advanceDays(8);
    await expectTrpcError(
      member.api.reviewCampaigns.nominate({ cycleId: cycle.id, reviewers: reviewers(3, 40) }),
      "CONFLICT",
      /^Nominations for this 360 review closed on /,
    );
  });

  it("is only for the caller's own campaign cycle (404 for another's or a personal one)", async () => {
    const { clock, members } = await runningCampaign(1);
    const cycle = await cycleOf(members[0]!.api);
    const other = await callerFor(t.db, { userId: (await createUser(t.db)).id, clock });
    await expectTrpcError(
      other.reviewCampaigns.nominate({ cycleId: cycle.id, reviewers: reviewers(3) }),
      "NOT_FOUND",
    );
    const own = await other.reviews360.create({ title: "My own 360", endDate: at(clock, 30).slice(0, 10) });
    await expectTrpcError(
      other.reviewCampaigns.nominate({ cycleId: own.id, reviewers: reviewers(3) }),
      "NOT_FOUND",
    );
  });
});

describe("the release rule", () => {
  it("shows the subject nothing before the release, even with answers; everything after", async () => {
    const { clock, admin, members, campaign } = await runningCampaign(1);
    const member = members[0]!;
    const cycle = await cycleOf(member.api);
    await member.api.reviews360.submitSelfAssessment({ cycleId: cycle.id, ratings: ratings(5) });
    await nominateAndAnswer(clock, member.api, cycle.id, 4, 4);

    const before = await member.api.reviews360.report({ cycleId: cycle.id });
    expect(before.released).toBe(false);
    expect(before.skills.every((s) => s.others === null)).toBe(true);
    expect(before.comments).toEqual({ strengths: [], areasForImprovement: [], additionalComments: [] });
    // Only the opening's news: no answer is announced before the release.
    expect((await member.api.notifications.list()).notifications.map((n) => n.title)).toEqual([
      "Your 360 review is open",
    ]);
    expect(await admin.reviewCampaigns.get({ campaignId: campaign.id })).toMatchObject({ answeredCount: 4 });

    clock.advanceDays(20);
    expect((await member.api.reviews360.report({ cycleId: cycle.id })).released).toBe(false);
    clock.advanceDays(2);
    const after = await member.api.reviews360.report({ cycleId: cycle.id });
    expect(after.released).toBe(true);
    expect(after.skills.every((s) => s.others === 4)).toBe(true);
    expect((await cycleOf(member.api)).status).toBe("completed");
    expect((await member.api.notifications.list()).notifications.map((n) => n.title)).toEqual([
      "Your 360 results are ready",
      "Your 360 review is open",
    ]);
    expect(await admin.reviewCampaigns.get({ campaignId: campaign.id })).toMatchObject({
      status: "released",
    });
  });

  it("with fewer than 3 answers, the release shows nothing", async () => {
    const { clock, members } = await runningCampaign(1);
    const member = members[0]!;
    const cycle = await cycleOf(member.api);
    await nominateAndAnswer(clock, member.api, cycle.id, 3, 2);
    clock.advanceDays(22);
    const report = await member.api.reviews360.report({ cycleId: cycle.id });
    expect(report.released).toBe(false);
    expect(report.skills.every((s) => s.others === null)).toBe(true);
    expect((await cycleOf(member.api)).status).toBe("completed");
  });
});

describe("reviewCampaigns.close", () => {
  it("closes mid-nomination: cycles complete, those with fewer than 3 answers release nothing; again changes nothing", async () => {
    const { clock, admin, members, campaign } = await runningCampaign(2);
    const [first, second] = [members[0]!, members[1]!];
    const firstCycle = await cycleOf(first.api);
    await nominateAndAnswer(clock, first.api, firstCycle.id, 3, 3);
    clock.advanceDays(2);
    const closed = await admin.reviewCampaigns.close({ campaignId: campaign.id });
    expect(closed).toMatchObject({ status: "closed", closedAt: clock.now().toISOString(), peopleCount: 2 });
    expect((await first.api.reviews360.report({ cycleId: firstCycle.id })).released).toBe(true);
    const secondCycle = await cycleOf(second.api);
    expect(secondCycle.status).toBe("completed");
    expect((await second.api.reviews360.report({ cycleId: secondCycle.id })).released).toBe(false);
    clock.advanceDays(1);
    expect(await admin.reviewCampaigns.close({ campaignId: campaign.id })).toMatchObject({
      status: "closed",
      closedAt: closed.closedAt,
    });
    await expectTrpcError(admin.reviewCampaigns.openCycles({ campaignId: campaign.id }), "CONFLICT");
  });
});

describe("reviewCampaigns.remind", () => {
  it("e-mails every reviewer who has not answered, at most once a day, telling the subjects nothing", async () => {
    const { clock, admin, members, campaign } = await runningCampaign(2);
    await expectTrpcError(
      admin.reviewCampaigns.remind({ campaignId: campaign.id }),
      "CONFLICT",
      /no one to remind/,
    );
    const cycle = await cycleOf(members[0]!.api);
    const nominated = await nominateAndAnswer(clock, members[0]!.api, cycle.id, 4, 1);
    const reminders = async () =>
      Number(
        (
          await t.db
            .selectFrom("emailOutbox")
            .select((e) => e.fn.countAll<number>().as("n"))
            .where(
              "feedbackRequestId",
              "in",
              nominated.invitations.map((i) => i.id),
            )
            .where("kind", "=", "feedback_reminder")
            .where("status", "=", "pending")
            .where("sendAfter", "<=", clock.now())
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await reminders()).toBe(0);
    const first = await admin.reviewCampaigns.remind({ campaignId: campaign.id });
    expect(first.reminded).toBe(3);
    expect(first.campaign.lastRemindedAt).toBe(clock.now().toISOString());
    expect(await reminders()).toBe(3);
    clock.set(new Date(clock.now().getTime() + 23 * 3_600_000));
    await expectTrpcError(
      admin.reviewCampaigns.remind({ campaignId: campaign.id }),
      "TOO_MANY_REQUESTS",
      /once every 24 hours/,
    );
    clock.set(new Date(clock.now().getTime() + 3_600_000));
    expect((await admin.reviewCampaigns.remind({ campaignId: campaign.id })).reminded).toBe(3);
    expect((await members[0]!.api.notifications.list()).notifications.map((n) => n.title)).toEqual([
      "Your 360 review is open",
    ]);
  });
});

describe("authorization", () => {
  it("refuses everyone but admins; admins get counts, never an answer", async () => {
    const { clock, admin, group, members, campaign } = await runningCampaign(1);
    const user = members[0]!.api;
    const id = { campaignId: campaign.id };
    await expectTrpcError(user.reviewCampaigns.list(), "FORBIDDEN");
    await expectTrpcError(user.reviewCampaigns.get(id), "FORBIDDEN");
    await expectTrpcError(user.reviewCampaigns.close(id), "FORBIDDEN");
    await expectTrpcError(user.reviewCampaigns.remind(id), "FORBIDDEN");
    await expectTrpcError(user.reviewCampaigns.openCycles(id), "FORBIDDEN");
    await expectTrpcError(
      user.reviewCampaigns.create({
        name: "x",
        groupId: group.id,
        nominationDeadline: at(clock, 1),
        releaseAt: at(clock, 2),
      }),
      "FORBIDDEN",
    );
    // An admin has no door to a person's campaign cycle either.
    const cycle = await cycleOf(user);
    await expectTrpcError(admin.reviews360.report({ cycleId: cycle.id }), "NOT_FOUND");
    expect(Object.keys(await admin.reviewCampaigns.get(id)).sort()).toEqual(
      [
        "answeredCount",
        "audience",
        "closedAt",
        "createdAt",
        "id",
        "invitedCount",
        "lastRemindedAt",
        "managerApproval",
        "name",
        "nextReminderAt",
        "nominatedCount",
        "nominationDeadline",
        "peopleCount",
        "releaseAt",
        "status",
      ].sort(),
    );
  });
});

describe("telling the participants", () => {
  /** What the person was sent about the campaign's opening: notifications and e-mails. */
  async function newsOf(user: { id: number; email: string }) {
    const [notifications, emails] = await Promise.all([
      t.db
        .selectFrom("notifications")
        .select(["title", "message", "actionUrl"])
        .where("userId", "=", user.id)
        .where("kind", "=", "review_360_campaign")
        .execute(),
      t.db
        .selectFrom("emailOutbox")
        .select(["subject", "textBody"])
        .where("toAddress", "=", user.email)
        .where("kind", "=", "review_campaign_opened")
        .execute(),
    ]);
    return { notifications, emails };
  }

  it("notifies and e-mails each person once, with the deadline and the link to nominate", async () => {
    const { admin, members, campaign } = await runningCampaign(2);
    for (const member of members) {
      const cycle = await cycleOf(member.api);
      const { notifications, emails } = await newsOf(member.user);
      expect(notifications).toEqual([
        {
          title: "Your 360 review is open",
          message: "Nominate 3 to 12 reviewers for 'Spring leadership 360' by 2026-12-08 09:00 UTC.",
          actionUrl: `/360/${cycle.id}?step=reviewers`,
        },
      ]);
      expect(emails).toHaveLength(1);
      expect(emails[0]?.subject).toBe(
        "Your 360 review is open: nominate your reviewers by 2026-12-08 09:00 UTC",
      );
      expect(emails[0]?.textBody).toContain(`/360/${cycle.id}?step=reviewers`);
      expect(emails[0]?.textBody).toContain(`Hi ${member.user.name},`);
    }
    // Opening again (a retry) tells nobody twice.
    await admin.reviewCampaigns.openCycles({ campaignId: campaign.id });
    for (const member of members) {
      const { notifications, emails } = await newsOf(member.user);
      expect([notifications.length, emails.length]).toEqual([1, 1]);
    }
  });

  it("tells a newcomer once when two admins open the campaign for newcomers at the same moment", async () => {
    const { clock, admin, group, campaign } = await runningCampaign(1);
    const other = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id, clock });
    const newcomers = [await createUser(t.db), await createUser(t.db)];
    await admin.groups.addMembers({ id: group.id, userIds: newcomers.map((n) => n.id) });
    const results = await Promise.all([
      admin.reviewCampaigns.openCycles({ campaignId: campaign.id }),
      other.reviewCampaigns.openCycles({ campaignId: campaign.id }),
    ]);
    expect(results.map((r) => r.opened).sort()).toEqual([0, 2]);
    for (const newcomer of newcomers) {
      const { notifications, emails } = await newsOf(newcomer);
      expect([notifications.length, emails.length]).toEqual([1, 1]);
    }
    expect(await admin.reviewCampaigns.get({ campaignId: campaign.id })).toMatchObject({ peopleCount: 3 });
  });

  it("leaves the in-app notice out for someone who turned it off; the e-mail still goes", async () => {
    const clock = createClock(START);
    const { admin, group, members } = await groupOf(1, clock);
    const member = members[0]!;
    await member.api.settings.updateNotificationPreferences({ kinds: { review_360_campaign: false } });
    await campaignFor(admin, group.id, clock);
    const { notifications, emails } = await newsOf(member.user);
    expect([notifications.length, emails.length]).toEqual([0, 1]);
  });
});

describe("the audit trail", () => {
  function eventsOf(campaignId: number, action?: AuditAction) {
    let query = t.db
      .selectFrom("auditEvents")
      .select(["action", "actorUserId", "actorLabel", "ip", "detail"])
      .where("subjectType", "=", "review_campaign")
      .where("subjectId", "=", String(campaignId));
    if (action) query = query.where("action", "=", action);
    return query.orderBy("id").execute();
  }

  it("records each admin action with counts and ids, never a name or an answer", async () => {
    const clock = createClock(START);
    const { admin, adminUser, group, members } = await groupOf(2, clock);
    const { campaign } = await admin.reviewCampaigns.create({
      name: "Audited 360",
      groupId: group.id,
      nominationDeadline: at(clock, 7),
      releaseAt: at(clock, 21),
      managerApproval: true,
    });
    const newcomer = await createUser(t.db);
    await admin.groups.addMembers({ id: group.id, userIds: [newcomer.id] });
    await admin.reviewCampaigns.openCycles({ campaignId: campaign.id });
    const member = members[0]!;
    const nominated = await nominateAndAnswer(clock, member.api, (await cycleOf(member.api)).id, 4, 3);
    await admin.reviewCampaigns.remind({ campaignId: campaign.id });
    await admin.reviewCampaigns.close({ campaignId: campaign.id });
    const actor = { actorUserId: adminUser.id, actorLabel: "admin", ip: "203.0.113.7" };
    const events = await eventsOf(campaign.id);
    expect(events).toEqual([
      {
        ...actor,
        action: "review_campaign.opened",
        detail: {
          programId: null,
          groupId: group.id,
          people: 2,
          managerApproval: true,
          nominationDeadline: at(clock, 7),
          releaseAt: at(clock, 21),
        },
      },
      { ...actor, action: "review_campaign.people_added", detail: { people: 1 } },
      { ...actor, action: "review_campaign.reminded", detail: { reminded: 1 } },
      { ...actor, action: "review_campaign.closed", detail: { cyclesDue: 3 } },
      { ...actor, action: "review_campaign.released", detail: { released: 3 } },
    ]);
    const text = JSON.stringify(events);
    for (const secret of [
      ...members.map((m) => m.user.name),
      ...members.map((m) => m.user.email),
      ...nominated.invitations.map((i) => i.reviewerEmail),
      "Clear plans",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("writes nothing for a refused action, and nothing more for a second close", async () => {
    const clock = createClock(START);
    const { admin, group } = await groupOf(1, clock);
    const before = await t.db
      .selectFrom("auditEvents")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where(sql<string>`action`, "like", "review_campaign.%")
      .executeTakeFirstOrThrow();
    await expectTrpcError(
      admin.reviewCampaigns.create({
        name: "Too late",
        groupId: group.id,
        nominationDeadline: at(clock, -1),
        releaseAt: at(clock, 5),
      }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      admin.reviewCampaigns.create({
        name: "Gone group",
        groupId: 999_999,
        nominationDeadline: at(clock, 1),
        releaseAt: at(clock, 5),
      }),
      "BAD_REQUEST",
    );
    const after = await t.db
      .selectFrom("auditEvents")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where(sql<string>`action`, "like", "review_campaign.%")
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const { campaign } = await campaignFor(admin, group.id, clock);
    await expectTrpcError(admin.reviewCampaigns.remind({ campaignId: campaign.id }), "CONFLICT");
    await admin.reviewCampaigns.close({ campaignId: campaign.id });
    await expectTrpcError(admin.reviewCampaigns.openCycles({ campaignId: campaign.id }), "CONFLICT");
    await admin.reviewCampaigns.close({ campaignId: campaign.id });
    expect((await eventsOf(campaign.id)).map((e) => e.action)).toEqual([
      "review_campaign.opened",
      "review_campaign.closed",
      "review_campaign.released",
    ]);
  });

  it("the background release writes one summary per campaign, by the system", async () => {
    const { clock, campaign } = await runningCampaign(3);
    clock.advanceDays(22);
    await releaseDueCampaignCycles({ db: t.db, now: clock.now });
    expect(await eventsOf(campaign.id, "review_campaign.released")).toEqual([
      {
        action: "review_campaign.released",
        actorUserId: null,
        actorLabel: "system",
        ip: null,
        detail: { released: 3 },
      },
    ]);
  });
});

describe("the campaign's counts", () => {
  /** The counts as the list's old statement computed them, from every row. */
  async function recount(campaignId: number) {
    const { rows } = await sql<Record<string, string>>`select
      (select count(*) from assessment_360_cycles c where c.campaign_id = ${campaignId}) as "peopleCount",
      (select count(*) from assessment_360_cycles c where c.campaign_id = ${campaignId}
        and (select count(*) from peer_feedback_requests r where r.cycle_id = c.id and r.status <> 'cancelled')
          >= ${CAMPAIGN_MIN_NOMINEES}) as "nominatedCount",
      (select count(*) from peer_feedback_requests r join assessment_360_cycles c on c.id = r.cycle_id
        where c.campaign_id = ${campaignId} and r.status <> 'cancelled') as "invitedCount",
      (select count(*) from peer_feedback_responses p join peer_feedback_requests r on r.id = p.request_id
        join assessment_360_cycles c on c.id = r.cycle_id where c.campaign_id = ${campaignId}) as "answeredCount"`.execute(
      t.db,
    );
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
  }

  async function counts(admin: Api, campaignId: number) {
    const { peopleCount, nominatedCount, invitedCount, answeredCount } = await admin.reviewCampaigns.get({
      campaignId,
    });
    return { peopleCount, nominatedCount, invitedCount, answeredCount };
  }

  it("count a cycle as nominated from the campaigns' minimum of reviewers on", async () => {
    const { clock, admin, members, campaign } = await runningCampaign(1);
    const cycle = await cycleOf(members[0]!.api);
    for (let n = 1; n <= CAMPAIGN_MIN_NOMINEES + 1; n++) {
      await t.db
        .insertInto("peerFeedbackRequests")
        .values({
          requesterId: members[0]!.user.id,
          cycleId: cycle.id,
          reviewerEmail: `direct-${n}@example.test`,
          relationship: "peer",
          tokenHash: `direct-${cycle.id}-${n}`,
          expiresAt: at(clock, 30),
        })
        .execute();
      expect(await counts(admin, campaign.id)).toMatchObject({
        invitedCount: n,
        nominatedCount: n >= CAMPAIGN_MIN_NOMINEES ? 1 : 0,
      });
    }
  });

  it("follow invitations, answers, the release's withdrawals and an erased account, as a recount does", async () => {
    const { clock, admin, members, campaign } = await runningCampaign(3);
    const [first, second, third] = [members[0]!, members[1]!, members[2]!];
    for (const member of [first, second]) {
      await nominateAndAnswer(clock, member.api, (await cycleOf(member.api)).id, 4, member === first ? 3 : 1);
    }
    await third.api.reviewCampaigns.nominate({
      cycleId: (await cycleOf(third.api)).id,
      reviewers: reviewers(3),
    });
    expect(await counts(admin, campaign.id)).toEqual({
      peopleCount: 3,
      nominatedCount: 3,
      invitedCount: 11,
      answeredCount: 4,
    });
    expect(await counts(admin, campaign.id)).toEqual(await recount(campaign.id));

    // The second member erases their account: their cycle, invitations and answer go.
    await second.api.account.deleteAccount({ password: second.user.password });
    expect(await counts(admin, campaign.id)).toEqual({
      peopleCount: 2,
      nominatedCount: 2,
      invitedCount: 7,
      answeredCount: 3,
    });
    expect(await counts(admin, campaign.id)).toEqual(await recount(campaign.id));

    // The close withdraws the open invitations: the counts follow.
    await admin.reviewCampaigns.close({ campaignId: campaign.id });
    expect(await counts(admin, campaign.id)).toEqual(await recount(campaign.id));
    expect(await counts(admin, campaign.id)).toMatchObject({ invitedCount: 3, nominatedCount: 1 });
  });
});
