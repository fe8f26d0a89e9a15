import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import {
  FEEDBACK_REQUESTS_PER_DAY,
  FEEDBACK_UNAVAILABLE_MESSAGE,
  type CreateFeedbackRequestInput,
  type SubmitFeedbackInput,
} from "../schemas/feedback";
import { expireOverdueFeedbackRequests } from "../services/feedback/expiry";
import { inviteReviewer } from "../services/feedback/invite";
import {
  FEEDBACK_FORM_LOADS_PER_IP_PER_MINUTE,
  FEEDBACK_SUBMITS_PER_IP_PER_MINUTE,
} from "../services/feedback-form/feedback-form";
import { hashSecretToken } from "../lib/secret-token";
import { callerFor, createClock, createUser, expectTrpcError, type TestClock, useTestDb } from "../testing";

const t = useTestDb();

const START = "2026-11-21T10:00:00.000Z";
const DAY = 86_400_000;
let seq = 0;
const reviewer = (label = "reviewer") => `${label}-${++seq}@colleagues.test`;

type Api = Awaited<ReturnType<typeof callerFor>>;

async function requester(clock: TestClock = createClock(START), name = "Riley Requester") {
  const user = await createUser(t.db, { name });
  const api = await callerFor(t.db, { userId: user.id, clock });
  return { user, api, clock };
}

/** A visitor without a session, on its own address (rate limits are per address). */
function visitor(clock: TestClock, clientIp?: string) {
  return callerFor(t.db, { clock, ...(clientIp ? { clientIp } : {}) });
}

function request(overrides: Partial<CreateFeedbackRequestInput> = {}): CreateFeedbackRequestInput {
  return { reviewerEmail: reviewer(), relationship: "peer", ...overrides };
}

function outboxOf(requestId: number) {
  return t.db
    .selectFrom("emailOutbox")
    .select(["id", "toAddress", "subject", "textBody", "htmlBody", "kind", "status", "sendAfter"])
    .where("feedbackRequestId", "=", requestId)
    .orderBy("id")
    .execute();
}

const TOKEN_IN_LINK = /\/feedback\?token=([A-Za-z0-9_-]{43})/;

/** The token of the request's live link, read from its latest unsent request e-mail (the only place it exists). */
async function tokenOf(requestId: number): Promise<string> {
  const mails = (await outboxOf(requestId)).filter(
    (m) => m.status === "pending" && (m.kind === "feedback_request" || m.kind === "review_360_invitation"),
  );
  const match = TOKEN_IN_LINK.exec(mails.at(-1)?.textBody ?? "");
  if (!match?.[1]) throw new Error(`no pending request e-mail with a link for request ${requestId}`);
  return match[1];
}

async function requestRow(id: number) {
  return t.db.selectFrom("peerFeedbackRequests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

function answer(token: string, overrides: Partial<SubmitFeedbackInput> = {}): SubmitFeedbackInput {
  return { token, overallRating: 4, strengths: "Clear priorities", isAnonymous: true, ...overrides };
}

/** A link refused alike when its form loads and when an answer to it is sent. */
async function expectLinkRefused(guest: Api, token: string, code: "NOT_FOUND" | "CONFLICT", message: string) {
  await expectTrpcError(guest.feedback.form({ token }), code, message);
  await expectTrpcError(guest.feedback.submit(answer(token)), code, message);
}

/** A request answered by its reviewer; returns the request id. */
async function answered(
  api: Api,
  clock: TestClock,
  create: Partial<CreateFeedbackRequestInput>,
  submit: Partial<SubmitFeedbackInput>,
) {
  const created = await api.feedback.createRequest(request(create));
  const token = await tokenOf(created.id);
  await (await visitor(clock)).feedback.submit(answer(token, submit));
  return created.id;
}

const randomToken = () => "A".repeat(21) + "b".repeat(22);

describe("feedback.createRequest and requests", () => {
  it("stores a pending request with a 14-day link, e-mails it and lists it without any token", async () => {
    const { api, user, clock } = await requester();
    const email = reviewer("Alex.Reviewer");
    const created = await api.feedback.createRequest({
      reviewerEmail: `  ${email}  `,
      reviewerName: "  Alex  ",
      relationship: "manager",
      message: "  How do I run our planning meetings?  ",
    });
    expect(created).toEqual({
      id: expect.any(Number) as number,
      reviewerEmail: email,
      reviewerName: "Alex",
      relationship: "manager",
      message: "How do I run our planning meetings?",
      status: "pending",
      createdAt: START,
      expiresAt: "2026-12-05T10:00:00.000Z",
      cycleId: null,
    });
    expect(await api.feedback.requests()).toEqual([created]);

    // Only the hash is stored; the token exists in the e-mail alone.
    const token = await tokenOf(created.id);
    expect(token).toHaveLength(43);
    const row = await requestRow(created.id);
    expect(row.tokenHash).toBe(hashSecretToken(token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.requesterId).toBe(user.id);

    const mails = await outboxOf(created.id);
    expect(mails.map((m) => [m.kind, m.status, m.toAddress])).toEqual([
      ["feedback_request", "pending", email],
      ["feedback_reminder", "pending", email],
    ]);
    const [first, reminder] = mails;
    expect(first?.sendAfter.toISOString()).toBe(START);
    expect(reminder?.sendAfter.toISOString()).toBe(new Date(Date.parse(START) + 7 * DAY).toISOString());
    for (const mail of mails) {
      expect(mail.textBody).toContain(`${defaultApiConfig.appUrl}/feedback?token=${token}`);
      expect(mail.htmlBody).toContain(`${defaultApiConfig.appUrl}/feedback?token=${token}`);
      expect(mail.textBody).toContain("Riley Requester");
      expect(mail.textBody).toContain(defaultApiConfig.mail.productName);
      expect(mail.textBody).toContain("5 December 2026");
      expect(mail.textBody).toMatch(/personal and secure/);
      expect(mail.textBody).toContain("How do I run our planning meetings?");
    }
    expect(first?.subject).toBe(
      `Riley Requester asked for your feedback (${defaultApiConfig.mail.productName})`,
    );
    expect(first?.textBody).toContain("as their manager");

    // The link in the e-mail opens the form.
    const form = await (await visitor(clock)).feedback.form({ token });
    expect(form).toEqual({
      requesterName: "Riley Requester",
      relationship: "manager",
      message: "How do I run our planning meetings?",
      expiresAt: "2026-12-05T10:00:00.000Z",
      reviewItems: null,
      cycleTitle: null,
    });
  });

  it("refuses each invalid field with a readable 400", async () => {
    const { api } = await requester();
    const cases: [unknown, RegExp][] = [
      [{ relationship: "peer" }, /Reviewer email is required/],
      [{ reviewerEmail: "   ", relationship: "peer" }, /Reviewer email is required/],
      [{ reviewerEmail: "not-an-email", relationship: "peer" }, /valid email address/],
      [{ reviewerEmail: `${"a".repeat(250)}@x.test`, relationship: "peer" }, /too long/],
      [{ reviewerEmail: reviewer() }, /Choose how the reviewer knows you/],
      [{ reviewerEmail: reviewer(), relationship: "boss" }, /Choose how the reviewer knows you/],
      [
        { reviewerEmail: reviewer(), relationship: "peer", reviewerName: "n".repeat(101) },
        /Reviewer name is at most 100/,
      ],
      [
        { reviewerEmail: reviewer(), relationship: "peer", message: "m".repeat(2001) },
        /Message is at most 2000/,
      ],
      [{ reviewerEmail: reviewer(), relationship: "peer", message: 42 }, /message/i],
    ];
    for (const [input, message] of cases) {
      await expectTrpcError(
        api.feedback.createRequest(input as CreateFeedbackRequestInput),
        "BAD_REQUEST",
        message,
      );
    }
    expect(await api.feedback.requests()).toEqual([]);
  });

  it("refuses a request to the caller's own address, whatever its case", async () => {
    const { api, user } = await requester();
    await expectTrpcError(
      api.feedback.createRequest(request({ reviewerEmail: user.email.toUpperCase() })),
      "BAD_REQUEST",
      /cannot ask yourself/,
    );
  });

  it("never opens two requests to one address, even when two creates race", async () => {
    const { api } = await requester();
    const email = reviewer();
    const first = await api.feedback.createRequest(request({ reviewerEmail: email }));
    await expectTrpcError(
      api.feedback.createRequest(request({ reviewerEmail: email.toUpperCase() })),
      "CONFLICT",
      `You already have an open feedback request to ${email.toUpperCase()}.`,
    );
    // Once withdrawn, the address is free again.
    await api.feedback.cancelRequest({ id: first.id });
    await api.feedback.createRequest(request({ reviewerEmail: email }));

    const raced = reviewer();
    const results = await Promise.allSettled([
      api.feedback.createRequest(request({ reviewerEmail: raced })),
      api.feedback.createRequest(request({ reviewerEmail: raced })),
      api.feedback.createRequest(request({ reviewerEmail: raced })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r.reason as { code: string; message: string }).code).toBe("CONFLICT");
      expect((r.reason as Error).message).toBe(`You already have an open feedback request to ${raced}.`);
    }
    const rows = await t.db
      .selectFrom("peerFeedbackRequests")
      .select("id")
      .where("reviewerEmail", "=", raced)
      .execute();
    expect(rows).toHaveLength(1);
    // The losers left no e-mail behind.
    const mails = await t.db.selectFrom("emailOutbox").select("id").where("toAddress", "=", raced).execute();
    expect(mails).toHaveLength(2);
  });

  it(`allows ${FEEDBACK_REQUESTS_PER_DAY} requests and resends a day, counted atomically`, async () => {
    const { api, clock } = await requester();
    const first = await api.feedback.createRequest(request());
    for (let i = 1; i < FEEDBACK_REQUESTS_PER_DAY - 2; i++) await api.feedback.createRequest(request());
    await api.feedback.resendRequest({ id: first.id }); // 49 used
    const racing = await Promise.allSettled(
      Array.from({ length: 4 }, () => api.feedback.createRequest(request())),
    );
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of racing.filter((r) => r.status === "rejected")) {
      expect((r.reason as { code: string }).code).toBe("TOO_MANY_REQUESTS");
      expect((r.reason as Error).message).toMatch(/at most 50 feedback requests .* a day/);
    }
    await expectTrpcError(api.feedback.resendRequest({ id: first.id }), "TOO_MANY_REQUESTS");
    expect(await api.feedback.requests()).toHaveLength(FEEDBACK_REQUESTS_PER_DAY - 1);
    clock.advanceDays(1);
    await api.feedback.createRequest(request());
  });

  it("writes the e-mails in the request's transaction: a failure after the insert leaves neither", async () => {
    const { api } = await requester();
    const doomed = reviewer("doomed");
    await sql`create or replace function fail_doomed_reminder() returns trigger language plpgsql as $$
      begin
        if new.kind = 'feedback_reminder' and new.to_address like 'doomed-%' then
          raise exception 'outbox refused';
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger fail_doomed_reminder before insert on email_outbox
      for each row execute function fail_doomed_reminder()`.execute(t.db);
    try {
      await expectTrpcError(
        api.feedback.createRequest(request({ reviewerEmail: doomed })),
        "INTERNAL_SERVER_ERROR",
      );
    } finally {
      await sql`drop trigger fail_doomed_reminder on email_outbox`.execute(t.db);
    }
    expect(await api.feedback.requests()).toEqual([]);
    const mails = await t.db.selectFrom("emailOutbox").select("id").where("toAddress", "=", doomed).execute();
    expect(mails).toEqual([]);
    const requests = await t.db
      .selectFrom("peerFeedbackRequests")
      .select("id")
      .where("reviewerEmail", "=", doomed)
      .execute();
    expect(requests).toEqual([]);
  });

  it("lists only the caller's requests outside 360 cycles, newest first", async () => {
    const clock = createClock(START);
    const a = await requester(clock);
    const b = await requester(clock);
    const older = await a.api.feedback.createRequest(request());
    clock.advanceDays(1);
    const newer = await a.api.feedback.createRequest(request());
    await b.api.feedback.createRequest(request());
    const cycle = await t.db
      .insertInto("assessment360Cycles")
      .values({ userId: a.user.id, title: "Spring review" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) =>
      inviteReviewer(
        trx,
        { db: trx, config: defaultApiConfig, now: clock.now },
        { id: a.user.id, name: a.user.name },
        {
          reviewerEmail: reviewer(),
          reviewerName: null,
          relationship: "peer",
          message: null,
          cycle: {
            id: cycle.id,
            title: "Spring review",
            linkExpiresAt: new Date(clock.now().getTime() + 30 * DAY),
          },
        },
      ),
    );
    expect((await a.api.feedback.requests()).map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(await b.api.feedback.requests()).toHaveLength(1);
  });
});

describe("feedback.resendRequest and cancelRequest", () => {
  it("resend: a new link, the old one dead, expiry reset, old e-mails called off", async () => {
    const { api, clock } = await requester();
    const created = await api.feedback.createRequest(request());
    const oldToken = await tokenOf(created.id);
    clock.advanceDays(3);
    const resent = await api.feedback.resendRequest({ id: created.id });
    expect(resent).toMatchObject({ id: created.id, status: "pending", createdAt: START });
    expect(resent.expiresAt).toBe(new Date(clock.now().getTime() + 14 * DAY).toISOString());

    const newToken = await tokenOf(created.id);
    expect(newToken).not.toBe(oldToken);
    expect((await requestRow(created.id)).tokenHash).toBe(hashSecretToken(newToken));
    const guest = await visitor(clock);
    await expectTrpcError(
      guest.feedback.form({ token: oldToken }),
      "NOT_FOUND",
      FEEDBACK_UNAVAILABLE_MESSAGE,
    );
    await expectTrpcError(guest.feedback.submit(answer(oldToken)), "NOT_FOUND", FEEDBACK_UNAVAILABLE_MESSAGE);
    expect((await guest.feedback.form({ token: newToken })).expiresAt).toBe(resent.expiresAt);

    const mails = await outboxOf(created.id);
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ["feedback_request", "cancelled"],
      ["feedback_reminder", "cancelled"],
      ["feedback_request", "pending"],
      ["feedback_reminder", "pending"],
    ]);
    expect(mails[3]?.sendAfter.toISOString()).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
  });

  it("resend brings an expired request back to pending, unless a newer request to that address is open", async () => {
    const { api, clock } = await requester();
    const email = reviewer();
    const created = await api.feedback.createRequest(request({ reviewerEmail: email }));
    clock.advanceDays(15);
    expect((await api.feedback.requests())[0]?.status).toBe("expired");
    const resent = await api.feedback.resendRequest({ id: created.id });
    expect(resent.status).toBe("pending");

    // Expire it for real (swept), open a new one to the same address: resending the old one now conflicts.
    clock.advanceDays(15);
    await expireOverdueFeedbackRequests({ db: t.db, config: defaultApiConfig, now: clock.now });
    await api.feedback.createRequest(request({ reviewerEmail: email }));
    await expectTrpcError(
      api.feedback.resendRequest({ id: created.id }),
      "CONFLICT",
      `You already have an open feedback request to ${email}.`,
    );
  });

  it("cancel: the link stops working, pending e-mails are called off, cancelling twice is harmless", async () => {
    const { api, clock } = await requester();
    const created = await api.feedback.createRequest(request());
    const token = await tokenOf(created.id);
    const cancelled = await api.feedback.cancelRequest({ id: created.id });
    expect(cancelled).toMatchObject({ id: created.id, status: "cancelled" });
    expect(await api.feedback.cancelRequest({ id: created.id })).toEqual(cancelled);
    expect((await outboxOf(created.id)).map((m) => m.status)).toEqual(["cancelled", "cancelled"]);
    const guest = await visitor(clock);
    await expectLinkRefused(guest, token, "NOT_FOUND", "This feedback request was withdrawn.");
    await expectTrpcError(api.feedback.resendRequest({ id: created.id }), "CONFLICT", /withdrawn/);
  });

  it("an answered request can be neither resent nor withdrawn", async () => {
    const { api, clock } = await requester();
    const id = await answered(api, clock, {}, {});
    await expectTrpcError(api.feedback.resendRequest({ id }), "CONFLICT", /already been answered/);
    await expectTrpcError(api.feedback.cancelRequest({ id }), "CONFLICT", /already been answered/);
  });

  it("another user, an admin included, gets 404 for someone else's request ids", async () => {
    const { api, clock } = await requester();
    const created = await api.feedback.createRequest(request());
    const other = await requester(clock);
    const admin = await createUser(t.db, { role: "admin" });
    const adminApi = await callerFor(t.db, { userId: admin.id, clock });
    for (const stranger of [other.api, adminApi]) {
      await expectTrpcError(
        stranger.feedback.resendRequest({ id: created.id }),
        "NOT_FOUND",
        "Feedback request not found",
      );
      await expectTrpcError(
        stranger.feedback.cancelRequest({ id: created.id }),
        "NOT_FOUND",
        "Feedback request not found",
      );
      await expectTrpcError(stranger.feedback.cancelRequest({ id: 2_000_000_000 }), "NOT_FOUND");
      expect(await stranger.feedback.requests()).toEqual([]);
      expect(await stranger.feedback.responses()).toEqual([]);
    }
    expect((await api.feedback.requests())[0]?.status).toBe("pending");
    const anonymous = await visitor(clock);
    await expectTrpcError(anonymous.feedback.requests(), "UNAUTHORIZED");
    await expectTrpcError(anonymous.feedback.responses(), "UNAUTHORIZED");
    await expectTrpcError(anonymous.feedback.createRequest(request()), "UNAUTHORIZED");
    await expectTrpcError(anonymous.feedback.resendRequest({ id: created.id }), "UNAUTHORIZED");
    await expectTrpcError(anonymous.feedback.cancelRequest({ id: created.id }), "UNAUTHORIZED");
  });
});

describe("expiry after 14 days", () => {
  it("shows expired on read at once, and the sweep stores it, calls off the reminder and notifies once", async () => {
    const { api, clock } = await requester();
    const named = await api.feedback.createRequest(request({ reviewerName: "Sam" }));
    const unnamed = await api.feedback.createRequest(request());
    const token = await tokenOf(named.id);
    clock.advanceDays(7);
    // The reminder is due now but was not sent (no worker here): the sweep must call it off.
    clock.advanceDays(7);
    clock.set(new Date(clock.now().getTime() - 1000));
    expect((await api.feedback.requests()).map((r) => r.status)).toEqual(["pending", "pending"]);
    clock.set(new Date(clock.now().getTime() + 1000));

    expect((await api.feedback.requests()).map((r) => r.status)).toEqual(["expired", "expired"]);
    expect((await requestRow(named.id)).status).toBe("pending");
    const guest = await visitor(clock);
    await expectTrpcError(
      guest.feedback.form({ token }),
      "NOT_FOUND",
      "This feedback link expired on 5 December 2026. Ask Riley Requester to send a new one.",
    );
    await expectTrpcError(guest.feedback.submit(answer(token)), "NOT_FOUND", /expired on 5 December 2026/);

    const deps = { db: t.db, config: defaultApiConfig, now: clock.now };
    expect(await expireOverdueFeedbackRequests(deps)).toBeGreaterThanOrEqual(2);
    expect(await expireOverdueFeedbackRequests(deps)).toBe(0);
    expect((await requestRow(named.id)).status).toBe("expired");
    expect((await outboxOf(named.id)).map((m) => m.status)).toEqual(["cancelled", "cancelled"]);
    const { notifications } = await api.notifications.list();
    const expiring = notifications.filter((n) => n.kind === "feedback_request_expiring");
    expect(expiring.map((n) => n.message).sort()).toEqual(
      [
        expect.stringContaining(`to Sam (${named.reviewerEmail}) expired unanswered`),
        expect.stringContaining(`to ${unnamed.reviewerEmail} expired unanswered`),
      ].sort(),
    );
    expect(expiring).toHaveLength(2);
    expect(expiring.every((n) => n.actionUrl === "/peer-feedback")).toBe(true);
  });

  it("an overdue request the sweep has not reached does not block a new request to that address", async () => {
    const { api, clock } = await requester();
    const email = reviewer();
    const old = await api.feedback.createRequest(request({ reviewerEmail: email }));
    clock.advanceDays(14);
    const fresh = await api.feedback.createRequest(request({ reviewerEmail: email }));
    expect(fresh.status).toBe("pending");
    expect((await requestRow(old.id)).status).toBe("expired");
    expect((await outboxOf(old.id)).map((m) => m.status)).toEqual(["cancelled", "cancelled"]);
  });
});

describe("the public form and feedback.submit", () => {
  it("refuses malformed and unknown tokens without saying more", async () => {
    const guest = await visitor(createClock(START));
    await expectTrpcError(guest.feedback.form({ token: "short" }), "BAD_REQUEST", /invalid or incomplete/);
    await expectTrpcError(
      guest.feedback.form({ token: randomToken() }),
      "NOT_FOUND",
      FEEDBACK_UNAVAILABLE_MESSAGE,
    );
    await expectTrpcError(
      guest.feedback.submit(answer(randomToken())),
      "NOT_FOUND",
      FEEDBACK_UNAVAILABLE_MESSAGE,
    );
  });

  it("stores one answer, completes the request, calls off the reminder and notifies without naming an anonymous reviewer", async () => {
    const { api, clock } = await requester();
    const created = await api.feedback.createRequest(
      request({ reviewerName: "Jordan Secret", relationship: "manager" }),
    );
    const token = await tokenOf(created.id);
    const guest = await visitor(clock);
    await expectTrpcError(
      guest.feedback.submit({ token } as SubmitFeedbackInput),
      "BAD_REQUEST",
      "Please provide an overall rating",
    );
    await expectTrpcError(
      guest.feedback.submit(answer(token, { overallRating: 6 })),
      "BAD_REQUEST",
      "Please provide an overall rating",
    );
    await expectTrpcError(guest.feedback.submit(answer(token, { overallRating: 2.5 })), "BAD_REQUEST");

    clock.advanceDays(2);
    expect(
      await guest.feedback.submit({
        token,
        overallRating: 5,
        strengths: "Listens",
        areasForImprovement: "Delegation",
        additionalComments: "Thanks",
      }),
    ).toEqual({ success: true });

    const row = await requestRow(created.id);
    expect(row.status).toBe("completed");
    expect(row.completedAt?.toISOString()).toBe(clock.now().toISOString());
    expect((await outboxOf(created.id)).map((m) => [m.kind, m.status])).toEqual([
      // Answered before the worker sent anything: nothing is left to send.
      ["feedback_request", "cancelled"],
      ["feedback_reminder", "cancelled"],
    ]);
    const stored = await t.db
      .selectFrom("peerFeedbackResponses")
      .selectAll()
      .where("requestId", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      overallRating: 5,
      isAnonymous: true,
      strengths: "Listens",
      responses: {},
    });
    expect((await api.feedback.requests())[0]?.status).toBe("completed");

    // Used: the link now says so, on load and on submit.
    await expectLinkRefused(
      guest,
      token,
      "CONFLICT",
      "Feedback for this link has already been submitted. Thank you!",
    );

    const { notifications } = await api.notifications.list();
    const received = notifications.filter((n) => n.kind === "feedback_received");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      message: "You received new anonymous feedback.",
      actionUrl: "/peer-feedback",
    });
    const text = JSON.stringify(notifications);
    expect(text).not.toContain("Jordan");
    expect(text).not.toContain(created.reviewerEmail);
    expect(text).not.toContain(String(created.id));
  });

  it("a named answer's notification names the reviewer", async () => {
    const { api, clock } = await requester();
    await answered(api, clock, { reviewerName: "Casey Open" }, { isAnonymous: false });
    const { notifications } = await api.notifications.list();
    expect(notifications[0]?.message).toBe("Casey Open answered your feedback request.");
  });

  it("of two racing submits on one link exactly one is stored; the other gets 409", async () => {
    const { api, clock } = await requester();
    const created = await api.feedback.createRequest(request());
    const token = await tokenOf(created.id);
    const a = await visitor(clock);
    const b = await visitor(clock);
    const results = await Promise.allSettled([
      a.feedback.submit(answer(token, { overallRating: 5 })),
      b.feedback.submit(answer(token, { overallRating: 1 })),
      a.feedback.submit(answer(token, { overallRating: 3 })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r.reason as { code: string }).code).toBe("CONFLICT");
    }
    const rows = await t.db
      .selectFrom("peerFeedbackResponses")
      .select("id")
      .where("requestId", "=", created.id)
      .execute();
    expect(rows).toHaveLength(1);
    const notifications = await t.db
      .selectFrom("notifications")
      .select("id")
      .where("kind", "=", "feedback_received")
      .where("userId", "=", (await requestRow(created.id)).requesterId)
      .execute();
    expect(notifications).toHaveLength(1);
  });

  it(`limits form loads (${FEEDBACK_FORM_LOADS_PER_IP_PER_MINUTE}/min) and submits (${FEEDBACK_SUBMITS_PER_IP_PER_MINUTE}/min) per address`, async () => {
    const clock = createClock(START);
    const ip = "192.0.2.77";
    const guest = await visitor(clock, ip);
    for (let i = 0; i < FEEDBACK_SUBMITS_PER_IP_PER_MINUTE; i++) {
      await expectTrpcError(guest.feedback.submit(answer(randomToken())), "NOT_FOUND");
    }
    await expectTrpcError(
      guest.feedback.submit(answer(randomToken())),
      "TOO_MANY_REQUESTS",
      /Too many attempts/,
    );
    for (let i = 0; i < FEEDBACK_FORM_LOADS_PER_IP_PER_MINUTE; i++) {
      await expectTrpcError(guest.feedback.form({ token: randomToken() }), "NOT_FOUND");
    }
    await expectTrpcError(
      guest.feedback.form({ token: randomToken() }),
      "TOO_MANY_REQUESTS",
      /Too many attempts/,
    );
    // Another address is not affected, nor this one once the sliding window has moved past the attempts.
    await expectTrpcError(
      (await visitor(clock, "192.0.2.78")).feedback.form({ token: randomToken() }),
      "NOT_FOUND",
    );
    clock.set(new Date(clock.now().getTime() + 120_000));
    await expectTrpcError(guest.feedback.form({ token: randomToken() }), "NOT_FOUND");
  });
});

describe("360 invitations through the public form", () => {
  async function cycleInvite(status: "active" | "completed" = "active") {
    const { api, user, clock } = await requester(createClock(START), "Morgan Lead");
    const cycle = await t.db
      .insertInto("assessment360Cycles")
      .values({ userId: user.id, title: "Autumn 360", status })
      .returning("id")
      .executeTakeFirstOrThrow();
    const invited = await t.db.transaction().execute((trx) =>
      inviteReviewer(
        trx,
        { db: trx, config: defaultApiConfig, now: clock.now },
        { id: user.id, name: user.name },
        {
          reviewerEmail: reviewer(),
          reviewerName: "Quinn",
          relationship: "direct_report",
          message: "Be candid",
          cycle: {
            id: cycle.id,
            title: "Autumn 360",
            linkExpiresAt: new Date(clock.now().getTime() + 30 * DAY),
          },
        },
      ),
    );
    return { api, user, clock, cycleId: cycle.id, invited, token: await tokenOf(invited.id) };
  }

  it("sends the 360 invitation, shows the behaviours in order and requires a rating for each", async () => {
    const { api, clock, cycleId, invited, token } = await cycleInvite();
    expect(invited.cycleId).toBe(cycleId);
    const mails = await outboxOf(invited.id);
    expect(mails.map((m) => m.kind)).toEqual(["review_360_invitation", "feedback_reminder"]);
    expect(mails[0]?.subject).toContain("360");
    expect(mails[0]?.textBody).toContain("Autumn 360");

    const guest = await visitor(clock);
    const form = await guest.feedback.form({ token });
    expect(form).toMatchObject({
      requesterName: "Morgan Lead",
      relationship: "direct_report",
      cycleTitle: "Autumn 360",
    });
    const expected = await t.db
      .selectFrom("skills as s")
      .innerJoin("skillCategories as c", "c.id", "s.categoryId")
      .select(["s.key", "s.name", "c.name as categoryName", "s.reviewBehaviour"])
      .orderBy("c.sortOrder")
      .orderBy("s.sortOrder")
      .execute();
    expect(form.reviewItems).toEqual(
      expected.map((s) => ({
        skillKey: s.key,
        skillName: s.name,
        categoryName: s.categoryName,
        behaviour: s.reviewBehaviour,
      })),
    );
    const items = form.reviewItems ?? [];
    expect(items.length).toBeGreaterThan(1);

    const [firstItem, ...rest] = items;
    const partial = Object.fromEntries(rest.map((item) => [item.skillKey, 4]));
    await expectTrpcError(
      guest.feedback.submit(answer(token, { behaviourRatings: partial })),
      "BAD_REQUEST",
      new RegExp(`Missing: ${firstItem!.skillName}`),
    );
    await expectTrpcError(guest.feedback.submit(answer(token)), "BAD_REQUEST", /rate every behaviour/);
    const all = { ...partial, [firstItem!.skillKey]: 2, "not-a-skill": 5 };
    expect(await guest.feedback.submit(answer(token, { behaviourRatings: all, isAnonymous: false }))).toEqual(
      { success: true },
    );

    const stored = await t.db
      .selectFrom("peerFeedbackResponses")
      .select("responses")
      .where("requestId", "=", invited.id)
      .executeTakeFirstOrThrow();
    expect(stored.responses).toEqual({ ...partial, [firstItem!.skillKey]: 2 });
    const cycle = await t.db
      .selectFrom("assessment360Cycles")
      .select("actualResponseCount")
      .where("id", "=", cycleId)
      .executeTakeFirstOrThrow();
    expect(cycle.actualResponseCount).toBe(1);
    // 360 answers are pooled: never listed with peer feedback, and one answer notifies no one (the
    // subject hears of a release of 3 answers at least; see reviews-360.test.ts).
    expect(await api.feedback.responses()).toEqual([]);
    const { notifications } = await api.notifications.list();
    expect(notifications).toEqual([]);
  });

  it("a closed cycle withdraws its links", async () => {
    const { clock, token } = await cycleInvite("completed");
    const guest = await visitor(clock);
    await expectTrpcError(
      guest.feedback.form({ token }),
      "NOT_FOUND",
      "This feedback request was withdrawn.",
    );
  });
});

describe("anonymity of received feedback", () => {
  it("anonymous answers carry no name, e-mail, request id or exact time, and small groups lose their label", async () => {
    const clock = createClock(START);
    const { api } = await requester(clock);
    const ids: number[] = [];
    const emails: string[] = [];
    const give = async (
      relationship: CreateFeedbackRequestInput["relationship"],
      submit: Partial<SubmitFeedbackInput>,
    ) => {
      const email = reviewer(`secret-${relationship}`);
      emails.push(email);
      ids.push(
        await answered(
          api,
          clock,
          { relationship, reviewerEmail: email, reviewerName: `Name ${relationship} ${seq}` },
          submit,
        ),
      );
      clock.set(new Date(clock.now().getTime() + 3_600_000 + 17_000));
    };
    await give("peer", { overallRating: 4, strengths: "b" });
    await give("peer", { overallRating: 5, strengths: "a" });
    await give("peer", { overallRating: 4, strengths: "a" });
    await give("manager", { overallRating: 3 });
    await give("direct_report", { overallRating: 2 });
    await give("direct_report", { overallRating: 5 });
    await give("direct_report", { overallRating: 1 });
    await give("peer", { overallRating: 5, isAnonymous: false, strengths: "named" });

    const responses = await api.feedback.responses();
    expect(responses).toHaveLength(8);
    const anonymous = responses.filter((r) => r.isAnonymous);
    expect(anonymous).toHaveLength(7);
    for (const r of anonymous) {
      expect(r.request.reviewerName).toBeNull();
      expect(r.submittedAt).toBe("2026-11-21T00:00:00.000Z");
      expect(r.id).toBeGreaterThan(2 ** 48);
    }
    // The lone manager loses its label; so do the peers (the smallest group left, tied with the direct
    // reports and first in form order), or the one unlabelled answer would be the manager's by elimination.
    expect(anonymous.map((r) => r.request.relationship).sort()).toEqual(
      ["direct_report", "direct_report", "direct_report", null, null, null, null].sort(),
    );
    const named = responses.find((r) => !r.isAnonymous);
    expect(named?.request).toEqual({
      reviewerName: expect.stringMatching(/^Name peer/) as string,
      relationship: "peer",
    });

    // Nothing that joins an anonymous answer back to its request or reviewer.
    const text = JSON.stringify(anonymous);
    for (const email of emails) expect(text).not.toContain(email);
    expect(text).not.toMatch(/Name (peer|manager|direct_report)/);
    const responseRows = await t.db
      .selectFrom("peerFeedbackResponses")
      .select(["id", "requestId"])
      .where("requestId", "in", ids)
      .execute();
    for (const r of anonymous) {
      expect(responseRows.map((row) => row.id)).not.toContain(r.id);
      expect(ids).not.toContain(r.id);
    }
    expect(Object.keys(anonymous[0] ?? {}).sort()).toEqual(
      [
        "additionalComments",
        "areasForImprovement",
        "id",
        "isAnonymous",
        "overallRating",
        "request",
        "strengths",
        "submittedAt",
      ].sort(),
    );

    // Order: day, then rating and content; not the order the requests were answered in.
    expect(responses.map((r) => [r.overallRating, r.strengths])).toEqual([
      [5, "Clear priorities"],
      [5, "a"],
      [5, "named"],
      [4, "a"],
      [4, "b"],
      [3, "Clear priorities"],
      [2, "Clear priorities"],
      [1, "Clear priorities"],
    ]);

    // An admin asks the same procedure and sees only their own (no) feedback: there is no other door.
    const admin = await createUser(t.db, { role: "super_admin" });
    const adminApi = await callerFor(t.db, { userId: admin.id, clock });
    expect(await adminApi.feedback.responses()).toEqual([]);
    expect(await adminApi.feedback.requests()).toEqual([]);
  });

  it("a lone anonymous group is not given away by elimination: the smallest labelled group loses its label too", async () => {
    const clock = createClock(START);
    const { api } = await requester(clock);
    for (const relationship of ["peer", "peer", "peer", "manager"] as const) {
      await answered(api, clock, { relationship }, {});
    }
    const responses = await api.feedback.responses();
    expect(responses.map((r) => r.request.relationship)).toEqual([null, null, null, null]);
  });
});
