import { describe, expect, it } from "vitest";
import {
  REVIEWER_LIST_ALREADY_APPROVED,
  REVIEWER_LIST_NOT_FOUND,
  REVIEWER_LIST_WAITING,
} from "../schemas/review-campaigns";
import { CAMPAIGN_LIST_GOES_TO_MANAGER } from "../services/reviews-360/invitations";
import { callerFor, createClock, createUser, expectTrpcError, useTestDb, type TestClock } from "../testing";

const t = useTestDb();

const START = "2026-12-01T09:00:00Z";
const DAY = 86_400_000;
const at = (clock: TestClock, days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();
const relationships = ["peer", "direct_report", "manager"] as const;
const reviewers = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    reviewerEmail: `nominee-${i}-${Math.random().toString(36).slice(2)}@example.test`,
    reviewerName: `Nominee ${i + 1}`,
    relationship: relationships[i % relationships.length]!,
  }));

/** An active share of the participant's progress with the manager, as accepted shares are stored. */
async function shareWith(participantId: number, manager: { id: number; email: string }, clock: TestClock) {
  const row = await t.db
    .insertInto("managerShares")
    .values({
      participantId,
      managerId: manager.id,
      managerEmail: manager.email.toLowerCase(),
      createdAt: clock.now(),
      acceptedAt: clock.now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A campaign (with the manager's approval unless told otherwise) for a group of one participant, who
 * shares their progress with a manager unless told otherwise; each with a caller on the same clock.
 */
async function campaignWithManager(
  clock: TestClock,
  options: { managerApproval?: boolean; shared?: boolean } = {},
) {
  const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id, clock });
  const group = await admin.groups.create({ name: `Cohort ${Math.random().toString(36).slice(2)}` });
  const person = await createUser(t.db, { name: "Pat Participant" });
  const managerUser = await createUser(t.db, { name: "Morgan Manager" });
  await admin.groups.addMembers({ id: group.id, userIds: [person.id] });
  const shareId = options.shared === false ? null : await shareWith(person.id, managerUser, clock);
  const { campaign } = await admin.reviewCampaigns.create({
    name: "Approved 360",
    groupId: group.id,
    nominationDeadline: at(clock, 7),
    releaseAt: at(clock, 21),
    managerApproval: options.managerApproval ?? true,
  });
  const participant = await callerFor(t.db, { userId: person.id, clock });
  const manager = await callerFor(t.db, { userId: managerUser.id, clock });
  const [cycle] = await participant.reviews360.list();
  if (!cycle) throw new Error("expected the campaign's cycle");
  return { admin, campaign, person, participant, managerUser, manager, shareId, cycleId: cycle.id };
}

async function invitationCount(cycleId: number) {
  const rows = await t.db
    .selectFrom("peerFeedbackRequests")
    .select("id")
    .where("cycleId", "=", cycleId)
    .execute();
  return rows.length;
}

async function mailsTo(address: string, kind: "reviewer_list_approval" | "review_360_invitation") {
  return t.db
    .selectFrom("emailOutbox")
    .select(["subject", "textBody"])
    .where("toAddress", "=", address)
    .where("kind", "=", kind)
    .execute();
}

describe("a campaign whose reviewer lists go to the manager", () => {
  it("holds the list for the manager, who sees the nominated people only, and invites on approval", async () => {
    const clock = createClock(START);
    const { admin, campaign, participant, managerUser, manager, cycleId } = await campaignWithManager(clock);
    expect(campaign.managerApproval).toBe(true);
    expect(await participant.reviewerLists.mine({ cycleId })).toEqual({
      managerApproval: true,
      goesToManager: true,
      list: null,
    });
    const list = reviewers(3);
    const cycle = await participant.reviewCampaigns.nominate({
      cycleId,
      reviewers: list,
      message: "Thanks!",
    });
    expect(cycle.invitedCount).toBe(0);
    expect(await invitationCount(cycleId)).toBe(0);
    expect((await participant.reviewerLists.mine({ cycleId })).list).toMatchObject({
      status: "awaiting_approval",
      reviewers: list,
      message: "Thanks!",
      submittedAt: clock.now().toISOString(),
      note: null,
    });
    // The manager is told in the app and by e-mail, and sees exactly what approval needs.
    const [news] = (await manager.notifications.list()).notifications;
    expect(news).toMatchObject({ title: "A reviewer list to approve", actionUrl: "/reviewer-approvals" });
    const [mail] = await mailsTo(managerUser.email, "reviewer_list_approval");
    expect(mail?.subject).toBe("Pat Participant asks you to approve their 360 reviewers");
    expect(mail?.textBody).toContain("Nobody is invited until you approve the list.");
    const [waiting] = await manager.reviewerLists.toApprove();
    expect(waiting).toEqual({
      cycleId,
      participantName: "Pat Participant",
      campaignName: "Approved 360",
      nominationDeadline: at(clock, 7),
      submittedAt: clock.now().toISOString(),
      reviewers: list,
    });
    expect(JSON.stringify(waiting)).not.toContain("Thanks!");
    expect(await admin.reviewerLists.toApprove()).toEqual([]);
    expect(await admin.reviewCampaigns.get({ campaignId: campaign.id })).toMatchObject({ invitedCount: 0 });

    clock.advanceDays(1);
    expect(await manager.reviewerLists.approve({ cycleId })).toEqual({ success: true });
    expect(await invitationCount(cycleId)).toBe(3);
    for (const reviewer of list) {
      const invitations = await mailsTo(reviewer.reviewerEmail, "review_360_invitation");
      expect(invitations).toHaveLength(1);
      expect(invitations[0]?.textBody).toContain("Thanks!");
    }
    expect((await participant.reviewerLists.mine({ cycleId })).list).toMatchObject({
      status: "approved",
      decidedAt: clock.now().toISOString(),
    });
    expect((await participant.notifications.list()).notifications[0]).toMatchObject({
      title: "Your reviewer list was approved",
      actionUrl: `/360/${cycleId}?step=reviewers`,
    });
    expect(await manager.reviewerLists.toApprove()).toEqual([]);
    await expectTrpcError(
      manager.reviewerLists.approve({ cycleId }),
      "CONFLICT",
      REVIEWER_LIST_ALREADY_APPROVED,
    );
    expect(await admin.reviewCampaigns.get({ campaignId: campaign.id })).toMatchObject({
      invitedCount: 3,
      nominatedCount: 1,
    });
  });

  it("two approvals at once send one set of invitations", async () => {
    const clock = createClock(START);
    const { participant, manager, cycleId } = await campaignWithManager(clock);
    const list = reviewers(4);
    await participant.reviewCampaigns.nominate({ cycleId, reviewers: list });
    const results = await Promise.allSettled([
      manager.reviewerLists.approve({ cycleId }),
      manager.reviewerLists.approve({ cycleId }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && (refused.reason as Error).message).toBe(
      REVIEWER_LIST_ALREADY_APPROVED,
    );
    expect(await invitationCount(cycleId)).toBe(4);
    for (const reviewer of list) {
      expect(await mailsTo(reviewer.reviewerEmail, "review_360_invitation")).toHaveLength(1);
    }
  });

  it("goes back with the manager's note; the participant changes it and sends it again", async () => {
    const clock = createClock(START);
    const { participant, manager, cycleId } = await campaignWithManager(clock);
    await participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(3) });
    await expectTrpcError(
      participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(3) }),
      "CONFLICT",
      REVIEWER_LIST_WAITING,
    );
    await expectTrpcError(
      manager.reviewerLists.sendBack({ cycleId, note: "   " }),
      "BAD_REQUEST",
      "Write a short note",
    );
    await manager.reviewerLists.sendBack({ cycleId, note: "Add someone from the platform team." });
    expect((await participant.reviewerLists.mine({ cycleId })).list).toMatchObject({
      status: "returned",
      note: "Add someone from the platform team.",
    });
    expect((await participant.notifications.list()).notifications[0]?.message).toContain(
      "Add someone from the platform team.",
    );
    expect(await manager.reviewerLists.toApprove()).toEqual([]);
    await expectTrpcError(manager.reviewerLists.approve({ cycleId }), "CONFLICT", /sent back/);
    expect(await invitationCount(cycleId)).toBe(0);

    const changed = reviewers(4);
    await participant.reviewCampaigns.nominate({ cycleId, reviewers: changed });
    expect((await participant.reviewerLists.mine({ cycleId })).list).toMatchObject({
      status: "awaiting_approval",
      reviewers: changed,
      note: null,
    });
    expect((await manager.reviewerLists.toApprove()).map((l) => l.reviewers)).toEqual([changed]);
    await manager.reviewerLists.approve({ cycleId });
    expect(await invitationCount(cycleId)).toBe(4);
  });

  it("comes back to the participant when they withdraw the manager share; then no approval step", async () => {
    const clock = createClock(START);
    const { participant, manager, cycleId, shareId } = await campaignWithManager(clock);
    await participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(3) });
    await participant.managerShares.withdraw({ shareId: shareId! });
    expect(await participant.reviewerLists.mine({ cycleId })).toMatchObject({
      goesToManager: false,
      list: { status: "withdrawn" },
    });
    expect(await manager.reviewerLists.toApprove()).toEqual([]);
    await expectTrpcError(manager.reviewerLists.approve({ cycleId }), "NOT_FOUND", REVIEWER_LIST_NOT_FOUND);
    await expectTrpcError(manager.reviewerLists.sendBack({ cycleId, note: "No" }), "NOT_FOUND");
    expect(await invitationCount(cycleId)).toBe(0);
    // Sent again without a manager: the invitations go out at once.
    const cycle = await participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(3) });
    expect(cycle.invitedCount).toBe(3);
    expect((await participant.reviewerLists.mine({ cycleId })).list).toBeNull();
  });

  it("lapses at the deadline, and at the campaign's close: nobody on it is invited", async () => {
    const clock = createClock(START);
    const { participant, manager, cycleId } = await campaignWithManager(clock);
    await participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(3) });
    clock.advanceDays(7);
    expect((await participant.reviewerLists.mine({ cycleId })).list?.status).toBe("lapsed");
    expect(await manager.reviewerLists.toApprove()).toEqual([]);
    await expectTrpcError(
      manager.reviewerLists.approve({ cycleId }),
      "CONFLICT",
      /^Nominations for this 360 review closed on /,
    );
    expect(await invitationCount(cycleId)).toBe(0);

    const other = await campaignWithManager(clock);
    await other.participant.reviewCampaigns.nominate({ cycleId: other.cycleId, reviewers: reviewers(3) });
    await other.admin.reviewCampaigns.close({ campaignId: other.campaign.id });
    expect((await other.participant.reviewerLists.mine({ cycleId: other.cycleId })).list?.status).toBe(
      "lapsed",
    );
    await expectTrpcError(other.manager.reviewerLists.approve({ cycleId: other.cycleId }), "CONFLICT");
    expect(await invitationCount(other.cycleId)).toBe(0);
  });

  it("has no approval step without an active manager, or when the campaign does not ask", async () => {
    const clock = createClock(START);
    const alone = await campaignWithManager(clock, { shared: false });
    expect(await alone.participant.reviewerLists.mine({ cycleId: alone.cycleId })).toMatchObject({
      managerApproval: true,
      goesToManager: false,
    });
    const invited = await alone.participant.reviewCampaigns.nominate({
      cycleId: alone.cycleId,
      reviewers: reviewers(3),
    });
    expect(invited.invitedCount).toBe(3);

    const plain = await campaignWithManager(clock, { managerApproval: false });
    expect(await plain.participant.reviewerLists.mine({ cycleId: plain.cycleId })).toEqual({
      managerApproval: false,
      goesToManager: false,
      list: null,
    });
    const direct = await plain.participant.reviewCampaigns.nominate({
      cycleId: plain.cycleId,
      reviewers: reviewers(3),
    });
    expect(direct.invitedCount).toBe(3);
    expect(await plain.manager.reviewerLists.toApprove()).toEqual([]);
  });

  it("takes nominations only through the campaign's door, and keeps the campaign's rules", async () => {
    const clock = createClock(START);
    const { participant, person, cycleId } = await campaignWithManager(clock);
    await expectTrpcError(
      participant.reviews360.invite({ cycleId, reviewers: reviewers(3) }),
      "CONFLICT",
      CAMPAIGN_LIST_GOES_TO_MANAGER,
    );
    await expectTrpcError(
      participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(2) }),
      "BAD_REQUEST",
      "Nominate at least 3 reviewers",
    );
    await expectTrpcError(
      participant.reviewCampaigns.nominate({
        cycleId,
        reviewers: [...reviewers(2), { reviewerEmail: person.email, relationship: "peer" }],
      }),
      "BAD_REQUEST",
      "You cannot invite yourself",
    );
  });

  it("answers 404 to anyone but the participant (their list) and the managers it was sent to", async () => {
    const clock = createClock(START);
    const { participant, manager, cycleId } = await campaignWithManager(clock);
    await participant.reviewCampaigns.nominate({ cycleId, reviewers: reviewers(3) });
    const stranger = await callerFor(t.db, { userId: (await createUser(t.db)).id, clock });
    await expectTrpcError(stranger.reviewerLists.mine({ cycleId }), "NOT_FOUND");
    await expectTrpcError(manager.reviewerLists.mine({ cycleId }), "NOT_FOUND");
    await expectTrpcError(stranger.reviewerLists.approve({ cycleId }), "NOT_FOUND", REVIEWER_LIST_NOT_FOUND);
    await expectTrpcError(stranger.reviewerLists.sendBack({ cycleId, note: "x" }), "NOT_FOUND");
    // The participant cannot approve their own list either.
    await expectTrpcError(participant.reviewerLists.approve({ cycleId }), "NOT_FOUND");
    expect(await stranger.reviewerLists.toApprove()).toEqual([]);
    expect(await invitationCount(cycleId)).toBe(0);
  });
});
