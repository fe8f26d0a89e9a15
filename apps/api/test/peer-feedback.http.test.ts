import { createClock, createUser } from "@leadcoach/api/testing";
import { startTestMailbox, type TestMailbox } from "@leadcoach/api/testing-mail";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";
import { useTestServer, signIn, send } from "./testing";

const clock = createClock("2026-11-21T10:00:00Z");
/** Every answer body this file received: none may hold a token or its hash. */
const bodies: string[] = [];
const issuedTokens: string[] = [];

// The outbox worker stays idle here: tests read the links from the outbox rows it would send.
const server = useTestServer({ OUTBOX_POLL_MS: "600000" }, { now: clock.now });

let ipCounter = 0;
/** Each call from its own address: the public endpoints are rate-limited per address. */
const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

async function call(
  target: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  options: { cookie?: string; payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  const response = await target.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  bodies.push(response.body);
  return response;
}

async function member(name = "Harper Lead") {
  const account = await createUser(server.db, { name });
  return { ...account, cookie: await signIn(server.app, account.email, account.password) };
}

let seq = 0;
const reviewerEmail = () => `http-reviewer-${++seq}@colleagues.test`;

async function tokenOf(requestId: number): Promise<string> {
  const rows = await server.db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("feedbackRequestId", "=", requestId)
    .where("status", "=", "pending")
    .where("kind", "=", "feedback_request")
    .orderBy("id", "desc")
    .execute();
  const token = /\/feedback\?token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no link for request ${requestId}`);
  issuedTokens.push(token);
  return token;
}

/** Polls until `read` finds something (5 s at most). */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("still not there after 5 s");
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const trpcInput = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;

describe("peer feedback over REST", () => {
  it("creates (201), lists, resends and cancels the caller's requests", async () => {
    const me = await member();
    const email = reviewerEmail();
    const created = await call(server.app, "POST", "/api/peer-feedback/requests", {
      cookie: me.cookie,
      payload: { reviewerEmail: email, reviewerName: "Rowan", relationship: "peer", message: "Thanks!" },
    });
    expect(created.statusCode).toBe(201);
    const request = created.json<{ id: number; status: string; expiresAt: string }>();
    expect(request).toMatchObject({
      status: "pending",
      expiresAt: "2026-12-05T10:00:00.000Z",
      cycleId: null,
    });

    const list = await call(server.app, "GET", "/api/peer-feedback/requests", { cookie: me.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([request]);

    const duplicate = await call(server.app, "POST", "/api/peer-feedback/requests", {
      cookie: me.cookie,
      payload: { reviewerEmail: email, relationship: "peer" },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: `You already have an open feedback request to ${email}.` });

    const oldToken = await tokenOf(request.id);
    const resent = await call(server.app, "POST", `/api/peer-feedback/requests/${request.id}/resend`, {
      cookie: me.cookie,
    });
    expect(resent.statusCode).toBe(200);
    const newToken = await tokenOf(request.id);
    expect((await call(server.app, "GET", `/api/peer-feedback/form?token=${oldToken}`)).statusCode).toBe(404);
    expect((await call(server.app, "GET", `/api/peer-feedback/form?token=${newToken}`)).statusCode).toBe(200);

    const cancelled = await call(server.app, "POST", `/api/peer-feedback/requests/${request.id}/cancel`, {
      cookie: me.cookie,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: request.id, status: "cancelled" });
    const withdrawn = await call(server.app, "GET", `/api/peer-feedback/form?token=${newToken}`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json()).toEqual({ message: "This feedback request was withdrawn." });
  });

  it("answers invalid requests with a readable 4xx, never a 5xx", async () => {
    const me = await member();
    const cases: [unknown, RegExp][] = [
      [{ relationship: "peer" }, /Reviewer email is required/],
      [{ reviewerEmail: "nope", relationship: "peer" }, /valid email address/],
      [{ reviewerEmail: reviewerEmail(), relationship: "friend" }, /Choose how the reviewer knows you/],
      [{ reviewerEmail: me.email, relationship: "peer" }, /cannot ask yourself/],
    ];
    for (const [payload, message] of cases) {
      const response = await call(server.app, "POST", "/api/peer-feedback/requests", {
        cookie: me.cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await call(server.app, "GET", "/api/peer-feedback/form")).statusCode).toBe(400);
    expect((await call(server.app, "GET", "/api/peer-feedback/form?token=abc")).json()).toEqual({
      message: "This feedback link is invalid or incomplete.",
    });
    const unknown = await call(server.app, "GET", `/api/peer-feedback/form?token=${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/no longer available/);
    const noRating = await call(server.app, "POST", "/api/peer-feedback/submit", {
      payload: { token: "x".repeat(43) },
    });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json()).toEqual({ message: "Please provide an overall rating" });
  });

  it("another user gets 404 on every path and id; a signed-out caller gets 401 on every private row", async () => {
    const owner = await member();
    const other = await member();
    const created = await call(server.app, "POST", "/api/peer-feedback/requests", {
      cookie: owner.cookie,
      payload: { reviewerEmail: reviewerEmail(), relationship: "manager" },
    });
    const { id } = created.json<{ id: number }>();
    for (const action of ["resend", "cancel"]) {
      const rest = await call(server.app, "POST", `/api/peer-feedback/requests/${id}/${action}`, {
        cookie: other.cookie,
      });
      expect(rest.statusCode).toBe(404);
      expect(rest.json()).toEqual({ message: "Feedback request not found" });
      const trpc = await call(server.app, "POST", `/trpc/feedback.${action}Request`, {
        cookie: other.cookie,
        payload: { id },
      });
      expect(trpc.statusCode).toBe(404);
      expect((await call(server.app, "POST", `/api/peer-feedback/requests/${id}/${action}`)).statusCode).toBe(
        401,
      );
    }
    for (const url of ["/api/peer-feedback/requests", "/api/peer-feedback/responses"]) {
      expect((await call(server.app, "GET", url, { cookie: other.cookie })).json()).toEqual([]);
      expect((await call(server.app, "GET", url)).statusCode).toBe(401);
    }
    expect(
      (await call(server.app, "GET", "/trpc/feedback.requests", { cookie: other.cookie })).json(),
    ).toMatchObject({
      result: { data: [] },
    });
    const owned = await call(server.app, "GET", "/api/peer-feedback/requests", { cookie: owner.cookie });
    expect(owned.json()).toMatchObject([{ id, status: "pending" }]);
  });

  it("the public form: load, submit once, then 'already submitted'; expired links say when and whom to ask", async () => {
    const me = await member("Avery Requester");
    const created = await call(server.app, "POST", "/api/peer-feedback/requests", {
      cookie: me.cookie,
      payload: {
        reviewerEmail: reviewerEmail(),
        reviewerName: "Kai",
        relationship: "direct_report",
        message: "Be frank",
      },
    });
    const { id } = created.json<{ id: number }>();
    const token = await tokenOf(id);
    const form = await call(server.app, "GET", `/api/peer-feedback/form?token=${token}`);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({
      requesterName: "Avery Requester",
      relationship: "direct_report",
      message: "Be frank",
      expiresAt: "2026-12-05T10:00:00.000Z",
      reviewItems: null,
      cycleTitle: null,
    });
    const submitted = await call(server.app, "POST", "/api/peer-feedback/submit", {
      payload: {
        token,
        overallRating: 4,
        strengths: "Calm",
        areasForImprovement: "",
        additionalComments: null,
        isAnonymous: true,
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({ success: true });
    const again = await call(server.app, "POST", "/api/peer-feedback/submit", {
      payload: { token, overallRating: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "Feedback for this link has already been submitted. Thank you!",
    });

    const responses = await call(server.app, "GET", "/api/peer-feedback/responses", { cookie: me.cookie });
    expect(responses.json()).toEqual([
      {
        id: expect.any(Number) as number,
        request: { reviewerName: null, relationship: null },
        overallRating: 4,
        strengths: "Calm",
        areasForImprovement: null,
        additionalComments: null,
        isAnonymous: true,
        submittedAt: "2026-11-21T00:00:00.000Z",
      },
    ]);
    expect(responses.body).not.toContain("Kai");
    const notifications = await call(server.app, "GET", "/trpc/notifications.list", { cookie: me.cookie });
    expect(notifications.body).toContain("You received new anonymous feedback.");
    expect(notifications.body).not.toContain("Kai");

    // A second request, left to expire.
    const late = await call(server.app, "POST", "/api/peer-feedback/requests", {
      cookie: me.cookie,
      payload: { reviewerEmail: reviewerEmail(), relationship: "peer" },
    });
    const lateToken = await tokenOf(late.json<{ id: number }>().id);
    clock.advanceDays(14);
    try {
      const expired = await call(server.app, "GET", `/api/peer-feedback/form?token=${lateToken}`);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual({
        message: "This feedback link expired on 5 December 2026. Ask Avery Requester to send a new one.",
      });
      const list = await call(server.app, "GET", "/api/peer-feedback/requests", { cookie: me.cookie });
      expect(list.json<{ status: string }[]>().map((r) => r.status)).toEqual(["expired", "completed"]);
    } finally {
      clock.advanceDays(-14);
    }
  });

  it("serves /feedback with Referrer-Policy: no-referrer, so the token never leaves in a Referer", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: `/feedback?token=${"y".repeat(43)}`,
      headers: { accept: "text/html" },
    });
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const api = await send(server.app, "GET", `/api/peer-feedback/form?token=${"y".repeat(43)}`);
    expect(api.headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("feedback tokens stay out of logs and answers", () => {
  let mailbox: TestMailbox;
  let logged: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    // The production logger (its serializers and redaction), writing here instead of stdout, with a
    // real SMTP server so even the outbox worker has no reason to log a message.
    const env = loadEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "test-session-secret-0123456789-abcdefghijkl",
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "trace",
      SMTP_URL: mailbox.url,
      OUTBOX_POLL_MS: "50",
      APP_URL: "http://localhost:3000",
    });
    logged = await buildApp({
      env,
      database: server.testDb,
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await logged.close();
    await mailbox.close();
  });

  it("the e-mail delivered over SMTP carries a link whose token opens the form; no log line or answer holds it", async () => {
    const account = await createUser(server.db, { name: "Logan Lead" });
    const login = await logged.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.email, password: account.password },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === "sid" && c.value !== "")?.value ?? ""}`;
    const tokens: string[] = [];
    const send = async (method: "GET" | "POST", url: string, payload?: unknown) => {
      const response = await logged.inject({
        method,
        url,
        headers: { cookie, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
        remoteAddress: nextIp(),
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      bodies.push(response.body);
      return response;
    };

    // Two requests: one answered through /trpc, one through /api.
    for (const door of ["trpc", "rest"]) {
      const email = `${door}-${reviewerEmail()}`;
      const created = await send("POST", "/api/peer-feedback/requests", {
        reviewerEmail: email,
        relationship: "peer",
      });
      expect(created.statusCode).toBe(201);
      const mail = await mailbox.waitFor((m) => m.to === email, 10_000);
      expect(mail.subject).toBe("Logan Lead asked for your feedback (LeadCoach)");
      expect(mail.text).toMatch(/personal and secure/);
      const link = mail.links.find((l) => l.startsWith("http://localhost:3000/feedback?token="));
      const token = new URL(link ?? "http://x/").searchParams.get("token") ?? "";
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      tokens.push(token);
      issuedTokens.push(token);
      // Delivered: the outbox row no longer holds the link (the worker records it right after the 250).
      const row = await eventually(() =>
        server.db
          .selectFrom("emailOutbox")
          .select(["status", "textBody"])
          .where("toAddress", "=", email)
          .where("kind", "=", "feedback_request")
          .where("status", "=", "sent")
          .executeTakeFirst(),
      );
      expect(row.textBody).not.toContain(token);

      const answer = { token, overallRating: 5, strengths: "Clear", isAnonymous: true };
      if (door === "trpc") {
        const form = await send("GET", `/trpc/feedback.form?${trpcInput({ token })}`);
        expect(form.statusCode).toBe(200);
        expect(form.json()).toMatchObject({ result: { data: { requesterName: "Logan Lead" } } });
        expect((await send("POST", "/trpc/feedback.submit", answer)).statusCode).toBe(200);
        expect((await send("POST", "/trpc/feedback.submit", answer)).statusCode).toBe(409);
        expect(
          (await send("GET", `/trpc/feedback.form?batch=1&${trpcInput({ 0: { token } })}`)).statusCode,
        ).toBe(409);
      } else {
        expect((await send("GET", `/api/peer-feedback/form?token=${token}`)).statusCode).toBe(200);
        expect((await send("POST", "/api/peer-feedback/submit", answer)).statusCode).toBe(200);
        expect((await send("POST", "/api/peer-feedback/submit", answer)).statusCode).toBe(409);
        expect((await send("GET", `/api/peer-feedback/form?token=${token}`)).statusCode).toBe(409);
      }
    }
    const mine = await send("GET", "/api/peer-feedback/requests");
    expect(mine.json<{ status: string }[]>().map((r) => r.status)).toEqual(["completed", "completed"]);
    const resendable = await send("POST", "/api/peer-feedback/requests", {
      reviewerEmail: reviewerEmail(),
      relationship: "other",
    });
    await send("POST", `/api/peer-feedback/requests/${resendable.json<{ id: number }>().id}/resend`);
    await send("GET", "/api/peer-feedback/responses");
    await send("GET", "/trpc/feedback.responses");
    await send("GET", "/trpc/notifications.list");

    const log = lines.join("");
    // The logger did record these requests (with the secret part redacted)...
    expect(log).toContain("/trpc/feedback.form?input=[redacted]");
    expect(log).toContain("/api/peer-feedback/form?token=[redacted]");
    // ...and no token, in any encoding, nor its hash, is in any line.
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
      expect(log).not.toContain(sha256(token));
    }
  });

  it("no answer of this file held a token or its hash", () => {
    expect(issuedTokens.length).toBeGreaterThan(4);
    expect(bodies.length).toBeGreaterThan(30);
    const all = bodies.join("\n");
    for (const token of issuedTokens) {
      expect(all).not.toContain(token);
      expect(all).not.toContain(sha256(token));
    }
  });
});
