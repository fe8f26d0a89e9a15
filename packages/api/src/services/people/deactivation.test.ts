import { describe, expect, it } from "vitest";
import { FEEDBACK_ON_HOLD } from "../feedback-form/feedback-form";
import {
  callerFor,
  createUser,
  expectTrpcError,
  feedbackLinkToken,
  useTestDb,
  userWithCaller,
} from "../../testing";

const t = useTestDb();

/** An admin's caller, and someone who asked a reviewer for feedback (the link's token). */
async function requesterWithLink() {
  const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id });
  const { user, api } = await userWithCaller(t.db, { name: "Rita Requester" });
  const request = await api.feedback.createRequest({
    reviewerEmail: `reviewer-${user.id}@example.test`,
    relationship: "peer",
  });
  const token = await feedbackLinkToken(t.db, request.id);
  return { admin, user, token, requestId: request.id };
}

const answer = (token: string) => ({ token, overallRating: 4, strengths: "Clear plans", isAnonymous: true });
const reviewer = () => callerFor(t.db, { clientIp: `192.0.2.${Math.floor(Math.random() * 250)}` });

describe("a deactivated person's feedback links", () => {
  it("are on hold while the account is deactivated, with a message that does not say why, and work again after", async () => {
    const { admin, user, token, requestId } = await requesterWithLink();
    await expect((await reviewer()).feedback.form({ token })).resolves.toMatchObject({
      requesterName: "Rita Requester",
    });

    await admin.people.deactivate({ id: user.id });
    await expectTrpcError((await reviewer()).feedback.form({ token }), "NOT_FOUND", FEEDBACK_ON_HOLD);
    await expectTrpcError((await reviewer()).feedback.submit(answer(token)), "NOT_FOUND", FEEDBACK_ON_HOLD);
    // The request itself is untouched: still pending, so reactivation gives the link back.
    const stored = await t.db
      .selectFrom("peerFeedbackRequests")
      .select("status")
      .where("id", "=", requestId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");

    await admin.people.reactivate({ id: user.id });
    await expect((await reviewer()).feedback.submit(answer(token))).resolves.toEqual({ success: true });
  });

  it("an answer racing the deactivation is stored only if it won; after the deactivation none gets in", async () => {
    for (let trial = 0; trial < 6; trial++) {
      const { admin, user, token, requestId } = await requesterWithLink();
      const guest = await reviewer();
      const [submitted, deactivated] = await Promise.allSettled([
        guest.feedback.submit(answer(token)),
        admin.people.deactivate({ id: user.id }),
      ]);
      expect(deactivated.status).toBe("fulfilled");
      const responses = await t.db
        .selectFrom("peerFeedbackResponses")
        .select("id")
        .where("requestId", "=", requestId)
        .execute();
      // Either the answer committed (and the deactivation waited for it) or it was refused whole.
      expect(responses.length).toBe(submitted.status === "fulfilled" ? 1 : 0);
      if (submitted.status === "rejected") expect(String(submitted.reason)).toContain(FEEDBACK_ON_HOLD);
      // Afterwards the link is answered already, or on hold: either way nothing more gets in.
      const late = await reviewer();
      if (submitted.status === "fulfilled") await expectTrpcError(late.feedback.form({ token }), "CONFLICT");
      else await expectTrpcError(late.feedback.form({ token }), "NOT_FOUND", FEEDBACK_ON_HOLD);
    }
  });
});

describe("a deactivated person's own access", () => {
  it("has no session user (every call 401) until reactivated; their records stay", async () => {
    const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id });
    const { user, api } = await userWithCaller(t.db);
    await api.goals.create({ title: "Keeps this goal" });
    await admin.people.deactivate({ id: user.id });
    const after = await callerFor(t.db, { userId: user.id });
    await expectTrpcError(after.goals.list({ userId: user.id }), "UNAUTHORIZED");
    await admin.people.reactivate({ id: user.id });
    const back = await callerFor(t.db, { userId: user.id });
    expect((await back.goals.list({ userId: user.id })).map((g) => g.title)).toContain("Keeps this goal");
  });
});
