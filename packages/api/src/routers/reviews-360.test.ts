import { json, type FeedbackRelationship } from "@leadcoach/db";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReviewInstrumentItem } from "../schemas/reviews-360";
import { latestReviewGaps } from "../services/reviews-360/gaps";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  insertAnsweredRequest,
  releaseCycleIfDue,
  type TestClock,
  useTestDb,
} from "../testing";

const t = useTestDb();
let items: ReviewInstrumentItem[];
beforeAll(async () => {
  const someone = await createUser(t.db);
  items = await (await callerFor(t.db, { userId: someone.id })).reviews360.instrument();
});

const START = "2026-11-21T10:00:00Z";

/** A date `days` after the clock's day, as the create form sends it. */
function dayAfter(clock: TestClock, days: number): string {
  return new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every item rated `value`, or by `byKey` where it names the item. */
function ratings(value: number, byKey: Record<string, number> = {}): Record<string, number> {
  return Object.fromEntries(items.map((item) => [item.skillKey, byKey[item.skillKey] ?? value]));
}

async function signedIn(clock = createClock(START)) {
  const user = await createUser(t.db, { name: "Riley Requester" });
  const api = await callerFor(t.db, { userId: user.id, clock });
  return { user, api, clock };
}

async function newCycle(
  api: Awaited<ReturnType<typeof signedIn>>["api"],
  clock: TestClock,
  title = "Spring 360",
) {
  return api.reviews360.create({ title, endDate: dayAfter(clock, 30) });
}

/**
 * An answer stored as the public form stores it: a completed request of the cycle and its response,
 * then the release check under the cycle's lock. (The e-mailed-link path is covered in `invitations`;
 * here the figures are what matters.)
 */
async function answerDirectly(
  requesterId: number,
  cycleId: number,
  answer: {
    relationship?: FeedbackRelationship;
    ratings: Record<string, number>;
    overallRating?: number;
    strengths?: string | null;
    areasForImprovement?: string | null;
    additionalComments?: string | null;
    isAnonymous?: boolean;
    reviewerName?: string;
    reviewerEmail?: string;
  },
) {
  const requestId = await insertAnsweredRequest(
    t.db,
    {
      requesterId,
      cycleId,
      reviewerEmail: answer.reviewerEmail ?? `reviewer-${randomUUID()}@example.test`,
      reviewerName: answer.reviewerName ?? null,
      relationship: answer.relationship ?? "peer",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      completedAt: new Date(START),
      createdAt: new Date(new Date(START).getTime() - 3_600_000),
    },
    {
      responses: json(answer.ratings),
      overallRating: answer.overallRating ?? 4,
      strengths: answer.strengths ?? null,
      areasForImprovement: answer.areasForImprovement ?? null,
      additionalComments: answer.additionalComments ?? null,
      isAnonymous: answer.isAnonymous ?? true,
    },
  );
  await releaseCycleIfDue(t.db, cycleId, new Date(START));
  return requestId;
}

/** The invitation e-mails queued for these requests, each with the token its link carries. */
async function invitationMails(requestIds: number[]) {
  const mails = await t.db
    .selectFrom("emailOutbox")
    .select(["toAddress", "kind", "subject", "textBody", "feedbackRequestId"])
    .where("feedbackRequestId", "in", requestIds)
    .where("kind", "=", "review_360_invitation")
    .execute();
  return mails.map((m) => ({
    ...m,
    token: /\/feedback\?token=([A-Za-z0-9_-]{43})/.exec(m.textBody)?.[1] ?? "",
  }));
}

describe("reviews360.instrument", () => {
  it("asks one observable behaviour per skill: 16 items in 4 categories", () => {
    expect(items).toHaveLength(16);
    expect(new Set(items.map((i) => i.skillKey)).size).toBe(16);
    expect(new Set(items.map((i) => i.categoryKey)).size).toBe(4);
    for (const item of items) {
      expect(item.behaviour.length, item.skillKey).toBeGreaterThan(40);
      expect(item.behaviour.length, item.skillKey).toBeLessThanOrEqual(200);
    }
    expect(items.find((i) => i.skillKey === "delegation")?.behaviour).toMatch(/whole problem/);
    // Grouped by category, in the catalogue's order.
    const order = items.map((i) => i.categoryKey).filter((k, i, all) => all[i - 1] !== k);
    expect(order).toEqual([
      "communication",
      "leadership-presence",
      "emotional-intelligence",
      "problem-solving",
    ]);
  });
});

describe("reviews360.create, list and get", () => {
  it("creates a cycle with the defaults and lists the caller's cycles newest first", async () => {
    const { api, clock } = await signedIn();
    const first = await api.reviews360.create({
      title: "  Autumn 360  ",
      description: "  Before my promotion case  ",
      endDate: dayAfter(clock, 30),
    });
    expect(first).toMatchObject({
      title: "Autumn 360",
      description: "Before my promotion case",
      status: "active",
      selfAssessmentCompleted: false,
      targetResponseCount: 5,
      responseCount: 0,
      invitedCount: 0,
      reportReleased: false,
      startDate: "2026-11-21T10:00:00.000Z",
      endDate: "2026-12-21",
      completedAt: null,
      invitations: [],
      selfAssessment: null,
    });
    clock.advanceDays(1);
    const second = await api.reviews360.create({
      title: "Winter 360",
      endDate: dayAfter(clock, 10),
      targetResponseCount: 8,
    });
    expect(second).toMatchObject({ description: null, targetResponseCount: 8 });

    const list = await api.reviews360.list();
    expect(list.map((c) => c.title)).toEqual(["Winter 360", "Autumn 360"]);
    expect(list[1]).not.toHaveProperty("invitations");
    expect(await api.reviews360.get({ cycleId: first.id })).toEqual(first);
  });

  it("refuses bad input with a readable 400", async () => {
    const { api, clock } = await signedIn();
    const endDate = dayAfter(clock, 30);
    await expectTrpcError(
      api.reviews360.create({ title: "  ", endDate }),
      "BAD_REQUEST",
      "Title is required",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "x".repeat(201), endDate }),
      "BAD_REQUEST",
      "Title is too long",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", description: "d".repeat(2001), endDate }),
      "BAD_REQUEST",
      "Description is at most 2000 characters",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate: "2026-02-30" }),
      "BAD_REQUEST",
      "End date must be a date",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate: "" }),
      "BAD_REQUEST",
      "End date is required",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate: dayAfter(clock, -1) }),
      "BAD_REQUEST",
      "End date must be after today",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate: dayAfter(clock, 367) }),
      "BAD_REQUEST",
      "End date must be within a year",
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate, targetResponseCount: 2 }),
      "BAD_REQUEST",
      /at least 3/,
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate, targetResponseCount: 21 }),
      "BAD_REQUEST",
      /at most 20/,
    );
    await expectTrpcError(
      api.reviews360.create({ title: "T", endDate, targetResponseCount: 4.5 }),
      "BAD_REQUEST",
      /whole number/,
    );
    // Tomorrow and a year ahead are fine.
    await api.reviews360.create({ title: "T", endDate: dayAfter(clock, 1) });
    await api.reviews360.create({ title: "T", endDate: dayAfter(clock, 365) });
  });

  it("answers 404 for another user's cycle, on every procedure", async () => {
    const owner = await signedIn();
    const cycle = await newCycle(owner.api, owner.clock);
    const other = await signedIn();
    const cycleId = cycle.id;
    await expectTrpcError(other.api.reviews360.get({ cycleId }), "NOT_FOUND", "360 review not found");
    await expectTrpcError(other.api.reviews360.report({ cycleId }), "NOT_FOUND");
    await expectTrpcError(
      other.api.reviews360.submitSelfAssessment({ cycleId, ratings: ratings(3) }),
      "NOT_FOUND",
    );
    await expectTrpcError(
      other.api.reviews360.invite({
        cycleId,
        reviewers: [{ reviewerEmail: "a@example.test", relationship: "peer" }],
      }),
      "NOT_FOUND",
    );
    await expectTrpcError(other.api.reviews360.close({ cycleId }), "NOT_FOUND");
    expect(await other.api.reviews360.list()).toEqual([]);
    expect(await owner.api.reviews360.get({ cycleId })).toMatchObject({ status: "active", invitations: [] });
    const anonymous = await callerFor(t.db);
    await expectTrpcError(anonymous.reviews360.list(), "UNAUTHORIZED");
  });
});

describe("reviews360.submitSelfAssessment", () => {
  it("stores every rating once and marks the cycle", async () => {
    const { api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const all = ratings(3, { delegation: 5 });
    const done = await api.reviews360.submitSelfAssessment({
      cycleId: cycle.id,
      ratings: all,
      overallSelfRating: 4,
      selfReflection: "  I take work back under pressure.  ",
    });
    expect(done.selfAssessmentCompleted).toBe(true);
    expect(done.selfAssessment).toEqual({
      ratings: all,
      overallSelfRating: 4,
      selfReflection: "I take work back under pressure.",
      submittedAt: "2026-11-21T10:00:00.000Z",
    });
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId: cycle.id, ratings: all }),
      "CONFLICT",
      "already completed the self-assessment",
    );
  });

  it("requires every behaviour rated 1 to 5, and nothing else", async () => {
    const { api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    const { delegation: _, ...missingOne } = ratings(3);
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId, ratings: missingOne }),
      "BAD_REQUEST",
      "Rate every behaviour: Delegation and Empowerment is missing",
    );
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId, ratings: {} }),
      "BAD_REQUEST",
      "Rate every behaviour: 16 are missing",
    );
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId, ratings: { ...ratings(3), "not-a-skill": 3 } }),
      "BAD_REQUEST",
      "Unknown items: not-a-skill",
    );
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId, ratings: ratings(3, { empathy: 6 }) }),
      "BAD_REQUEST",
      "Ratings go from 1 to 5",
    );
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId, ratings: ratings(3), overallSelfRating: 0 }),
      "BAD_REQUEST",
      "Ratings go from 1 to 5",
    );
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId, ratings: ratings(3), selfReflection: "r".repeat(4001) }),
      "BAD_REQUEST",
      "Reflection is at most 4000 characters",
    );
    expect((await api.reviews360.get({ cycleId })).selfAssessmentCompleted).toBe(false);
  });

  it("refuses a closed cycle", async () => {
    const { api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    await api.reviews360.close({ cycleId: cycle.id });
    await expectTrpcError(
      api.reviews360.submitSelfAssessment({ cycleId: cycle.id, ratings: ratings(3) }),
      "CONFLICT",
      "closed",
    );
  });
});

describe("reviews360.invite", () => {
  it("creates one request per reviewer, linked to the cycle, each with its e-mail", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock, "Q4 leadership 360");
    const detail = await api.reviews360.invite({
      cycleId: cycle.id,
      reviewers: [
        { reviewerEmail: "Morgan.Manager@example.test", reviewerName: "Morgan", relationship: "manager" },
        { reviewerEmail: "pat@example.test", relationship: "peer" },
        { reviewerEmail: "dee@example.test", reviewerName: "Dee", relationship: "direct_report" },
      ],
      message: "Be candid, please.",
    });
    expect(detail.invitedCount).toBe(3);
    expect(
      detail.invitations.map((i) => [i.reviewerEmail.toLowerCase(), i.reviewerName, i.relationship]),
    ).toEqual([
      ["morgan.manager@example.test", "Morgan", "manager"],
      ["pat@example.test", null, "peer"],
      ["dee@example.test", "Dee", "direct_report"],
    ]);
    // An invitation carries nothing of an answer (not even whether there is one) or of its link.
    expect(Object.keys(detail.invitations[0] ?? {}).sort()).toEqual(
      ["createdAt", "expiresAt", "id", "relationship", "reviewerEmail", "reviewerName"].sort(),
    );
    expect(detail).toMatchObject({ invitedCount: 3, responseCount: 0, pendingCount: 3 });
    // A 360 link lives until the cycle's end date has ended everywhere (30 days on, plus 36 hours).
    expect(detail.invitations.every((i) => i.expiresAt === "2026-12-22T12:00:00.000Z")).toBe(true);

    const requests = await t.db
      .selectFrom("peerFeedbackRequests")
      .select(["id", "cycleId", "requesterId", "message", "status"])
      .where("requesterId", "=", user.id)
      .execute();
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.cycleId === cycle.id && r.message === "Be candid, please.")).toBe(true);
    const mails = await invitationMails(requests.map((r) => r.id));
    expect(mails).toHaveLength(3);
    expect(mails.every((m) => m.textBody.includes("/feedback?token="))).toBe(true);

    // The same address again, in the same cycle, while its invitation is open: refused, nothing added.
    await expectTrpcError(
      api.reviews360.invite({
        cycleId: cycle.id,
        reviewers: [
          { reviewerEmail: "new@example.test", relationship: "peer" },
          { reviewerEmail: "pat@example.test", relationship: "peer" },
        ],
      }),
      "CONFLICT",
    );
    expect((await api.reviews360.get({ cycleId: cycle.id })).invitedCount).toBe(3);
  });

  it("reviewers answer through their e-mailed links; the report releases at the third answer", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock, "Linked 360");
    await api.reviews360.submitSelfAssessment({ cycleId: cycle.id, ratings: ratings(4) });
    const emails = ["one@example.test", "two@example.test", "three@example.test"];
    const invited = await api.reviews360.invite({
      cycleId: cycle.id,
      reviewers: emails.map((reviewerEmail, i) => ({
        reviewerEmail,
        reviewerName: `Reviewer ${i + 1}`,
        relationship: "peer" as const,
      })),
    });
    const mails = await invitationMails(invited.invitations.map((i) => i.id));
    const tokenFor = (email: string) => mails.find((m) => m.toAddress === email)?.token ?? "";

    const reviewer = await callerFor(t.db, { clock });
    const form = await reviewer.feedback.form({ token: tokenFor("one@example.test") });
    expect(form.cycleTitle).toBe("Linked 360");
    expect(form.reviewItems?.map((i) => i.skillKey)).toEqual(items.map((i) => i.skillKey));

    for (const [index, email] of emails.entries()) {
      await reviewer.feedback.submit({
        token: tokenFor(email),
        overallRating: 3 + index,
        behaviourRatings: ratings(2 + index),
        strengths: `Strength from answer ${index + 1}`,
        isAnonymous: index !== 0,
      });
      const report = await api.reviews360.report({ cycleId: cycle.id });
      expect(report.responseCount).toBe(index + 1);
      expect(report.released).toBe(index === 2);
      // One answer notifies no one; the release of three does, once, naming no one.
      const { notifications } = await api.notifications.list();
      expect(notifications.map((n) => n.title)).toEqual(index === 2 ? ["Your 360 results are ready"] : []);
    }
    const { notifications } = await api.notifications.list();
    expect(notifications[0]).toMatchObject({ kind: "feedback_received", actionUrl: `/360/${cycle.id}` });
    expect(notifications[0]?.message).toBe('Your 360 review "Linked 360" now includes 3 answers.');
    const report = await api.reviews360.report({ cycleId: cycle.id });
    // Every behaviour: (2 + 3 + 4) / 3 = 3 from reviewers, 4 from self: a gap of 1 everywhere.
    expect(report.skills.every((s) => s.self === 4 && s.others === 3 && s.gap === 1)).toBe(true);
    expect(report.blindSpots).toHaveLength(16);
    expect(report.hiddenStrengths).toEqual([]);
    expect(report.overall.others).toBe(4);
    expect(report.comments.strengths).toEqual([
      "Strength from answer 1",
      "Strength from answer 2",
      "Strength from answer 3",
    ]);
    const text = JSON.stringify(report);
    for (const [index, email] of emails.entries()) {
      expect(text).not.toContain(email);
      expect(text).not.toContain(`Reviewer ${index + 1}`);
    }
    expect(report.release).toMatchObject({ sequence: 1, answerCount: 3, atClose: false });
    const detail = await api.reviews360.get({ cycleId: cycle.id });
    expect(detail).toMatchObject({
      responseCount: 3,
      pendingCount: 0,
      invitedCount: 3,
      reportReleased: true,
    });
    // Resending or withdrawing a 360 invitation through peer feedback would tell whether it was answered.
    const first = detail.invitations[0]?.id ?? 0;
    await expectTrpcError(
      api.feedback.resendRequest({ id: first }),
      "NOT_FOUND",
      "Feedback request not found",
    );
    await expectTrpcError(
      api.feedback.cancelRequest({ id: first }),
      "NOT_FOUND",
      "Feedback request not found",
    );
    const stored = await t.db
      .selectFrom("assessment360Cycles")
      .select("actualResponseCount")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.actualResponseCount).toBe(3);
  });

  it("refuses duplicates, oneself, an empty list and a closed cycle", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    await expectTrpcError(
      api.reviews360.invite({
        cycleId,
        reviewers: [
          { reviewerEmail: "a@example.test", relationship: "peer" },
          { reviewerEmail: "A@example.test", relationship: "manager" },
        ],
      }),
      "BAD_REQUEST",
      "Each reviewer can be invited only once",
    );
    await expectTrpcError(
      api.reviews360.invite({
        cycleId,
        reviewers: [{ reviewerEmail: user.email.toUpperCase(), relationship: "peer" }],
      }),
      "BAD_REQUEST",
      "You cannot invite yourself",
    );
    await expectTrpcError(
      api.reviews360.invite({ cycleId, reviewers: [] }),
      "BAD_REQUEST",
      "Add at least one reviewer",
    );
    await expectTrpcError(
      api.reviews360.invite({
        cycleId,
        reviewers: [{ reviewerEmail: "not-an-email", relationship: "peer" }],
      }),
      "BAD_REQUEST",
      "Enter a valid email address",
    );
    await expectTrpcError(
      api.reviews360.invite({
        cycleId,
        reviewers: Array.from({ length: 21 }, (_, i) => ({
          reviewerEmail: `r${i}@example.test`,
          relationship: "peer" as const,
        })),
      }),
      "BAD_REQUEST",
      "at most 20",
    );
    await api.reviews360.close({ cycleId });
    await expectTrpcError(
      api.reviews360.invite({
        cycleId,
        reviewers: [{ reviewerEmail: "late@example.test", relationship: "peer" }],
      }),
      "CONFLICT",
      "closed",
    );
    expect((await api.reviews360.get({ cycleId })).invitations).toEqual([]);
  });

  it("refuses invitations once the end date has passed", async () => {
    const { api, clock } = await signedIn();
    const cycle = await api.reviews360.create({ title: "Short", endDate: dayAfter(clock, 2) });
    clock.advanceDays(4);
    await expectTrpcError(
      api.reviews360.invite({
        cycleId: cycle.id,
        reviewers: [{ reviewerEmail: "x@example.test", relationship: "peer" }],
      }),
      "CONFLICT",
      "passed its end date",
    );
  });
});

describe("reviews360.report", () => {
  it("hides reviewer results below 3 answers, then shows figures from known answers", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    // Self: delegation 5 and empathy 2, everything else 3.
    await api.reviews360.submitSelfAssessment({
      cycleId,
      ratings: ratings(3, { delegation: 5, empathy: 2 }),
      overallSelfRating: 4,
    });

    // Reviewers: delegation 3, 4, 3 (3.33: self 1.67 higher, a blind spot); empathy 4, 4, 3 (3.67: self
    // 1.67 lower, a hidden strength); active-listening 4, 4, 4 (4: self exactly 1 lower, a hidden
    // strength too); everything else 3 (no gap).
    const reviewerRatings = [
      ratings(3, { delegation: 3, empathy: 4, "active-listening": 4 }),
      ratings(3, { delegation: 4, empathy: 4, "active-listening": 4 }),
      ratings(3, { delegation: 3, empathy: 3, "active-listening": 4 }),
    ];
    await answerDirectly(user.id, cycleId, {
      ratings: reviewerRatings[0]!,
      overallRating: 3,
      strengths: "Runs calm incident calls",
      reviewerName: "Named Nora",
      isAnonymous: false,
    });
    await answerDirectly(user.id, cycleId, {
      ratings: reviewerRatings[1]!,
      overallRating: 5,
      areasForImprovement: "Lets go of work too late",
    });

    const locked = await api.reviews360.report({ cycleId });
    expect(locked).toMatchObject({
      responseCount: 2,
      minimumResponses: 3,
      released: false,
      selfAssessmentCompleted: true,
      overall: { self: 4, others: null },
      blindSpots: [],
      hiddenStrengths: [],
      relationships: [],
      comments: { strengths: [], areasForImprovement: [], additionalComments: [] },
      previousCycle: null,
    });
    expect(locked.skills.every((s) => s.others === null && s.gap === null)).toBe(true);
    expect(locked.categories.every((c) => c.others === null)).toBe(true);
    expect(JSON.stringify(locked)).not.toMatch(/Runs calm|Lets go of work/);
    expect((await api.reviews360.get({ cycleId })).reportReleased).toBe(false);

    await answerDirectly(user.id, cycleId, {
      ratings: reviewerRatings[2]!,
      overallRating: 4,
      additionalComments: "Thanks!",
    });
    const report = await api.reviews360.report({ cycleId });
    expect(report.released).toBe(true);
    expect(report.responseCount).toBe(3);
    const skill = (key: string) => report.skills.find((s) => s.skillKey === key);
    expect(skill("delegation")).toMatchObject({ self: 5, others: 3.33, gap: 1.67 });
    expect(skill("empathy")).toMatchObject({ self: 2, others: 3.67, gap: -1.67 });
    expect(skill("active-listening")).toMatchObject({ self: 3, others: 4, gap: -1 });
    expect(skill("prioritization")).toMatchObject({ self: 3, others: 3, gap: 0 });
    expect(report.blindSpots.map((g) => [g.skillKey, g.self, g.others, g.gap])).toEqual([
      ["delegation", 5, 3.33, 1.67],
    ]);
    expect(report.hiddenStrengths.map((g) => [g.skillKey, g.gap])).toEqual([
      ["empathy", -1.67],
      ["active-listening", -1],
    ]);
    // Communication: self (3+3+3+3)/4 = 3; reviewers' 12 ratings: active listening 4,4,4 and nine 3s = 3.25.
    // Leadership: self (3+5+3+3)/4 = 3.5; reviewers: delegation 3,4,3 and nine 3s = 37/12 = 3.08.
    // Emotional intelligence: self (3+3+2+3)/4 = 2.75; reviewers: empathy 4,4,3 and nine 3s = 38/12 = 3.17.
    expect(report.categories.map((c) => [c.categoryKey, c.self, c.others, c.gap])).toEqual([
      ["communication", 3, 3.25, -0.25],
      ["leadership-presence", 3.5, 3.08, 0.42],
      ["emotional-intelligence", 2.75, 3.17, -0.42],
      ["problem-solving", 3, 3, 0],
    ]);
    expect(report.overall).toEqual({ self: 4, others: 4 });
    expect(report.comments).toEqual({
      strengths: ["Runs calm incident calls"],
      areasForImprovement: ["Lets go of work too late"],
      additionalComments: ["Thanks!"],
    });
    expect((await api.reviews360.get({ cycleId })).reportReleased).toBe(true);
  });

  it("shows a relationship group only with 3 answers of its own, joining in one release", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    await answerDirectly(user.id, cycleId, { relationship: "peer", ratings: ratings(2) });
    await answerDirectly(user.id, cycleId, { relationship: "peer", ratings: ratings(3) });
    await answerDirectly(user.id, cycleId, { relationship: "peer", ratings: ratings(4) });
    let report = await api.reviews360.report({ cycleId });
    expect(report.relationships.map((g) => [g.relationship, g.count, g.average])).toEqual([["peer", 3, 3]]);
    expect(report.relationships[0]?.categories.map((c) => c.average)).toEqual([3, 3, 3, 3]);
    expect(report.ungroupedCount).toBe(0);
    // Without a self-assessment: reviewer figures, but no gaps.
    expect(report.selfAssessmentCompleted).toBe(false);
    expect(report.skills.every((s) => s.self === null && s.gap === null && s.others === 3)).toBe(true);
    expect(report.blindSpots).toEqual([]);

    // A manager and two more peers: a release of 3, but only 2 peers join it, so the peers' own figures
    // stay as they were (else they minus the release's would isolate the manager).
    await answerDirectly(user.id, cycleId, { relationship: "manager", ratings: ratings(5) });
    await answerDirectly(user.id, cycleId, { relationship: "peer", ratings: ratings(5) });
    expect((await api.reviews360.report({ cycleId })).release?.answerCount).toBe(3);
    await answerDirectly(user.id, cycleId, { relationship: "peer", ratings: ratings(5) });
    report = await api.reviews360.report({ cycleId });
    expect(report.release).toMatchObject({ sequence: 2, answerCount: 6 });
    expect(report.relationships.map((g) => [g.relationship, g.count, g.average])).toEqual([["peer", 3, 3]]);
    expect(report.ungroupedCount).toBe(3);
    expect(report.skills.every((s) => s.others === 4)).toBe(true);
    // Each release keeps the mean rating per item of what it pools (read by the program report).
    const releases = await t.db
      .selectFrom("review360Releases")
      .select(["sequence", "ratingMeans"])
      .where("cycleId", "=", cycleId)
      .orderBy("sequence")
      .execute();
    expect(releases.map((r) => [r.sequence, new Set(Object.values(r.ratingMeans))])).toEqual([
      [1, new Set([3])],
      [2, new Set([4])],
    ]);
    expect(Object.keys(releases[0]?.ratingMeans ?? {}).sort()).toEqual(Object.keys(ratings(1)).sort());
  });

  it("anonymity: nothing in the report or the cycle identifies a reviewer", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    const reviewers = [
      { name: "Zed Named", email: "zed.named@example.test", anonymous: false, strengths: "A strengths" },
      { name: "Amy Anonymous", email: "amy.anon@example.test", anonymous: true, strengths: "B strengths" },
      { name: "Bo Anonymous", email: "bo.anon@example.test", anonymous: true, strengths: "C strengths" },
    ];
    for (const [index, r] of reviewers.entries()) {
      await answerDirectly(user.id, cycleId, {
        relationship: index === 0 ? "manager" : "peer",
        reviewerName: r.name,
        reviewerEmail: r.email,
        isAnonymous: r.anonymous,
        ratings: ratings(index + 2),
        strengths: r.strengths,
      });
    }
    const report = await api.reviews360.report({ cycleId });
    const text = JSON.stringify(report);
    for (const r of reviewers) {
      expect(text).not.toContain(r.name);
      expect(text).not.toContain(r.email);
    }
    // No request or response id, no time, no anonymity flag: nothing to join an answer to an invitation.
    expect(text).not.toMatch(/requestId|submittedAt|isAnonymous|reviewer/i);
    // Groups below 3 (one manager, two peers) are not shown on their own.
    expect(report.relationships).toEqual([]);
    // Comments come in alphabetical order, not the order they arrived in.
    expect(report.comments.strengths).toEqual(["A strengths", "B strengths", "C strengths"]);

    // The cycle names who was invited, with nothing of any answer.
    const detail = await api.reviews360.get({ cycleId });
    const detailText = JSON.stringify(detail);
    expect(detailText).not.toMatch(/strengths|overallRating|responses|isAnonymous/);
    expect(detail.invitations.map((i) => i.reviewerName)).toEqual(reviewers.map((r) => r.name));
  });

  it("compares with the previous released cycle", async () => {
    const { user, api, clock } = await signedIn();
    const first = await newCycle(api, clock, "First");
    for (const value of [2, 2, 3]) await answerDirectly(user.id, first.id, { ratings: ratings(value) });
    clock.advanceDays(1);
    const unreleased = await newCycle(api, clock, "Unreleased");
    await answerDirectly(user.id, unreleased.id, { ratings: ratings(5) });
    clock.advanceDays(1);
    const third = await newCycle(api, clock, "Third");
    for (const value of [4, 4, 4]) await answerDirectly(user.id, third.id, { ratings: ratings(value) });

    const report = await api.reviews360.report({ cycleId: third.id });
    expect(report.previousCycle).toMatchObject({ id: first.id, title: "First", responseCount: 3 });
    expect(report.skills.every((s) => s.others === 4 && s.previousOthers === 2.33)).toBe(true);
    expect(report.categories.every((c) => c.previousOthers === 2.33)).toBe(true);
    expect((await api.reviews360.report({ cycleId: first.id })).previousCycle).toBeNull();
  });
});

describe("reviews360.close", () => {
  it("completes the cycle, withdraws open invitations and calls off their e-mails; the report stays", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    for (const value of [3, 4, 5]) await answerDirectly(user.id, cycleId, { ratings: ratings(value) });
    await api.reviews360.invite({
      cycleId,
      reviewers: [
        { reviewerEmail: "late1@example.test", relationship: "peer" },
        { reviewerEmail: "late2@example.test", relationship: "manager" },
      ],
    });
    clock.advanceDays(1);
    const closed = await api.reviews360.close({ cycleId });
    expect(closed).toMatchObject({ status: "completed", completedAt: clock.now().toISOString() });
    expect(closed.invitations).toHaveLength(5);
    expect(closed).toMatchObject({ invitedCount: 3, responseCount: 3, pendingCount: 0 });

    const pendingIds = (
      await t.db
        .selectFrom("peerFeedbackRequests")
        .select(["id", "status"])
        .where("cycleId", "=", cycleId)
        .where("status", "=", "cancelled")
        .execute()
    ).map((r) => r.id);
    expect(pendingIds).toHaveLength(2);
    const mails = await t.db
      .selectFrom("emailOutbox")
      .select(["status", "kind"])
      .where("feedbackRequestId", "in", pendingIds)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.status === "cancelled" || m.status === "sent" || m.status === "logged")).toBe(
      true,
    );
    expect(mails.filter((m) => m.status === "pending")).toEqual([]);

    await expectTrpcError(api.reviews360.close({ cycleId }), "CONFLICT", "already closed");
    const report = await api.reviews360.report({ cycleId });
    expect(report.released).toBe(true);
    expect(report.skills[0]?.others).toBe(4);
    expect((await api.reviews360.list())[0]).toMatchObject({ id: cycleId, status: "completed" });
  });
});

describe("latestReviewGaps", () => {
  it("reads the gaps of the latest released cycle with a self-assessment", async () => {
    const { user, api, clock } = await signedIn();
    expect(await latestReviewGaps(t.db, user.id)).toBeNull();
    const cycle = await newCycle(api, clock);
    await api.reviews360.submitSelfAssessment({ cycleId: cycle.id, ratings: ratings(3, { influence: 5 }) });
    await answerDirectly(user.id, cycle.id, { ratings: ratings(3) });
    await answerDirectly(user.id, cycle.id, { ratings: ratings(3) });
    expect(await latestReviewGaps(t.db, user.id)).toBeNull();
    await answerDirectly(user.id, cycle.id, { ratings: ratings(3, { influence: 2 }) });
    const gaps = await latestReviewGaps(t.db, user.id);
    expect(gaps?.cycleId).toBe(cycle.id);
    expect(gaps?.skills).toHaveLength(16);
    expect(gaps?.skills.find((s) => s.skillKey === "influence")).toMatchObject({
      self: 5,
      others: 2.67,
      gap: 2.33,
    });
    expect(gaps?.skills.find((s) => s.skillKey === "empathy")).toMatchObject({ self: 3, others: 3, gap: 0 });

    // A newer cycle without answers does not replace it.
    clock.advanceDays(1);
    await newCycle(api, clock, "Newer");
    expect((await latestReviewGaps(t.db, user.id))?.cycleId).toBe(cycle.id);
  });
});

describe("360 anonymity survives arithmetic", () => {
  type Report = Awaited<ReturnType<Awaited<ReturnType<typeof signedIn>>["api"]["reviews360"]["report"]>>;

  /** Pooled answer counts a view rests on: overall and per shown group (0 when not shown). */
  const counts = (report: Report) => ({
    overall: report.release?.answerCount ?? 0,
    ...Object.fromEntries(report.relationships.map((g) => [g.relationship, g.count])),
  });

  /** What a subject could subtract between two views: every count moves by 0 or by 3 or more. */
  function expectNoSingleAnswerBetween(before: Report, after: Report, label: string) {
    const a: Record<string, number> = counts(before);
    const b: Record<string, number> = counts(after);
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const moved = (b[key] ?? 0) - (a[key] ?? 0);
      expect(moved === 0 || moved >= 3, `${label}: ${key} moved by ${moved}`).toBe(true);
    }
    if ((b.overall ?? 0) === (a.overall ?? 0)) {
      // Same release: every figure and comment is exactly as before.
      expect(JSON.stringify({ ...after, responseCount: 0, unpooledCount: 0 }), label).toBe(
        JSON.stringify({ ...before, responseCount: 0, unpooledCount: 0 }),
      );
    }
  }

  it("every order of arrival: no answer's ratings, overall rating or comment can be recovered by subtraction", async () => {
    const others: FeedbackRelationship[] = ["peer", "peer", "direct_report", "peer", "direct_report"];
    for (const size of [4, 5, 6]) {
      for (let position = 0; position < size; position++) {
        const { user, api, clock } = await signedIn();
        const cycle = await newCycle(api, clock, `Arithmetic ${size}/${position}`);
        const cycleId = cycle.id;
        await api.reviews360.submitSelfAssessment({ cycleId, ratings: ratings(4), overallSelfRating: 4 });
        const rest = others.slice(0, size - 1);
        const arrivals = [...rest.slice(0, position), "direct_report" as const, ...rest.slice(position)];
        let previous = await api.reviews360.report({ cycleId });
        for (const [index, relationship] of arrivals.entries()) {
          const distinctive = index === position;
          await answerDirectly(user.id, cycleId, {
            relationship,
            ratings: ratings(distinctive ? 1 : 4),
            overallRating: distinctive ? 1 : 4,
            additionalComments: distinctive ? "The distinctive words" : null,
          });
          const report = await api.reviews360.report({ cycleId });
          const label = `${size} reviewers, distinctive ${position + 1}th, after answer ${index + 1}`;
          expectNoSingleAnswerBetween(previous, report, label);
          // The subtraction the tester did: n2 * avg2 - n1 * avg1 over one new answer never happens.
          if (
            report.release &&
            previous.release &&
            report.release.answerCount - previous.release.answerCount === 1
          ) {
            throw new Error(`${label}: a view moved by one answer`);
          }
          // The distinctive words appear only in a view that moved by 3 answers or more.
          const shown = report.comments.additionalComments.includes("The distinctive words");
          const shownBefore = previous.comments.additionalComments.includes("The distinctive words");
          if (shown && !shownBefore) {
            expect(
              (report.release?.answerCount ?? 0) - (previous.release?.answerCount ?? 0),
            ).toBeGreaterThanOrEqual(3);
          }
          previous = report;
        }
        await api.reviews360.close({ cycleId });
        const closed = await api.reviews360.report({ cycleId });
        expectNoSingleAnswerBetween(
          previous,
          closed,
          `${size} reviewers, distinctive ${position + 1}th, closed`,
        );
        // Leftovers (1 or 2 after the last release) are never pooled; the report says how many.
        expect(closed.unpooledCount).toBe(size % 3);
        expect(closed.release?.answerCount).toBe(size - (size % 3));
      }
    }
  });

  it("counts distinct reviewer addresses only, never the subject's own", async () => {
    const { user, api, clock } = await signedIn();
    const cycle = await newCycle(api, clock);
    const cycleId = cycle.id;
    await t.db
      .insertInto("ssoIdentities")
      .values({
        userId: user.id,
        issuer: "https://id.example.test",
        subject: randomUUID(),
        email: "Riley@Other.example.test",
      })
      .execute();
    await answerDirectly(user.id, cycleId, { reviewerEmail: "twice@example.test", ratings: ratings(2) });
    await answerDirectly(user.id, cycleId, { reviewerEmail: " TWICE@example.test", ratings: ratings(2) });
    await answerDirectly(user.id, cycleId, { reviewerEmail: user.email.toUpperCase(), ratings: ratings(5) });
    await answerDirectly(user.id, cycleId, {
      reviewerEmail: "riley@other.example.test",
      ratings: ratings(5),
    });
    await answerDirectly(user.id, cycleId, { reviewerEmail: "second@example.test", ratings: ratings(2) });
    let report = await api.reviews360.report({ cycleId });
    expect(report).toMatchObject({ responseCount: 2, released: false, release: null });
    expect((await api.reviews360.get({ cycleId })).reportReleased).toBe(false);
    await answerDirectly(user.id, cycleId, { reviewerEmail: "third@example.test", ratings: ratings(2) });
    report = await api.reviews360.report({ cycleId });
    expect(report).toMatchObject({ responseCount: 3, released: true, release: { answerCount: 3 } });
    expect(report.skills.every((s) => s.others === 2)).toBe(true);
  });

  it("the comparison with an earlier cycle and latestReviewGaps read released answers only", async () => {
    const { user, api, clock } = await signedIn();
    const first = await newCycle(api, clock, "First");
    await api.reviews360.submitSelfAssessment({ cycleId: first.id, ratings: ratings(3) });
    for (const value of [2, 2, 2, 5]) await answerDirectly(user.id, first.id, { ratings: ratings(value) });
    // The fourth answer (5s) waits for two more: nothing reads it.
    expect((await latestReviewGaps(t.db, user.id))?.skills.every((s) => s.others === 2)).toBe(true);
    clock.advanceDays(1);
    const second = await newCycle(api, clock, "Second");
    for (const value of [4, 4, 4]) await answerDirectly(user.id, second.id, { ratings: ratings(value) });
    const report = await api.reviews360.report({ cycleId: second.id });
    expect(report.previousCycle).toMatchObject({ id: first.id, responseCount: 3 });
    expect(report.skills.every((s) => s.previousOthers === 2)).toBe(true);
  });
});

describe("reviews360.remind and the 360 link's lifetime", () => {
  async function invitedCycle() {
    const { user, api, clock } = await signedIn();
    const cycle = await api.reviews360.create({ title: "Long 360", endDate: dayAfter(clock, 40) });
    const detail = await api.reviews360.invite({
      cycleId: cycle.id,
      reviewers: ["a", "b", "c"].map((x) => ({
        reviewerEmail: `${x}-${randomUUID()}@example.test`,
        relationship: "peer" as const,
      })),
    });
    const tokens = (await invitationMails(detail.invitations.map((i) => i.id))).map((m) => m.token);
    return { user, api, clock, cycleId: cycle.id, detail, tokens };
  }

  it("a 360 link still works after 14 days, until the cycle ends", async () => {
    const { clock, tokens } = await invitedCycle();
    clock.advanceDays(20);
    const guest = await callerFor(t.db, { clock });
    expect((await guest.feedback.form({ token: tokens[0] ?? "" })).cycleTitle).toBe("Long 360");
    clock.advanceDays(22);
    await expectTrpcError(guest.feedback.form({ token: tokens[0] ?? "" }), "NOT_FOUND", /expired/);
  });

  it("re-sends the reminder to open invitations, at most once a day, without saying who", async () => {
    const { api, clock, cycleId, detail, tokens } = await invitedCycle();
    const guest = await callerFor(t.db, { clock });
    await guest.feedback.submit({
      token: tokens[0] ?? "",
      overallRating: 4,
      behaviourRatings: ratings(3),
      isAnonymous: true,
    });
    clock.advanceDays(1);
    const reminded = await api.reviews360.remind({ cycleId });
    expect(reminded).toMatchObject({
      responseCount: 1,
      pendingCount: 2,
      lastRemindedAt: clock.now().toISOString(),
    });
    expect(reminded.nextReminderAt).toBe(new Date(clock.now().getTime() + 86_400_000).toISOString());
    const due = await t.db
      .selectFrom("emailOutbox")
      .select(["feedbackRequestId", "textBody", "status", "sendAfter"])
      .where(
        "feedbackRequestId",
        "in",
        detail.invitations.map((i) => i.id),
      )
      .where("kind", "=", "feedback_reminder")
      .where("status", "=", "pending")
      .execute();
    // One reminder each for the two open invitations, due now and carrying their links.
    expect(due).toHaveLength(2);
    expect(due.every((m) => m.sendAfter.getTime() === clock.now().getTime())).toBe(true);
    expect(due.every((m) => /\/feedback\?token=/.test(m.textBody))).toBe(true);
    // Counts only: no invitation says whether it was answered or reminded.
    expect(JSON.stringify(reminded.invitations)).not.toMatch(/status|remind|completed/);

    clock.advanceDays(23 / 24);
    await expectTrpcError(api.reviews360.remind({ cycleId }), "TOO_MANY_REQUESTS", /once every 24 hours/);
    const other = await signedIn(clock);
    await expectTrpcError(other.api.reviews360.remind({ cycleId }), "NOT_FOUND");
    clock.advanceDays(1);
    await api.reviews360.remind({ cycleId });
    await api.reviews360.close({ cycleId });
    await expectTrpcError(api.reviews360.remind({ cycleId }), "CONFLICT", "closed");
  });
});
