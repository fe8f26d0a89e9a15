import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { createClock, createUser, type TestClock, useTestDb } from "../../testing";
import { startTestMailbox, type TestMailbox } from "../../testing-mail";
import { cancelPendingEmails, enqueueEmail } from "./outbox";
import { queueEmails, recordingLog } from "./outbox.fixtures";
import { claimDueEmails } from "./queries";
import { renderEmail } from "./render";
import { logTransport, smtpTransport, type MailTransport } from "./transport";
import { deliverDueEmails, outboxMessageId, type OutboxWorkerDeps } from "./worker";

const config = {
  ...defaultApiConfig,
  mail: { from: "LeadCoach <no-reply@leadcoach.test>", productName: "LeadCoach" },
};

const t = useTestDb();
let box: TestMailbox;
let transport: MailTransport;
let clock: TestClock;
let log: ReturnType<typeof recordingLog>;

beforeAll(async () => {
  box = await startTestMailbox();
  transport = smtpTransport(box.url, config.mail.from, { sendTimeoutMs: 5_000 });
});
afterAll(async () => {
  await transport.close();
  await box.close();
});
beforeEach(async () => {
  // Every run of the worker takes whatever is due, so each test starts from an empty outbox.
  await t.db.deleteFrom("emailOutbox").execute();
  box.clear();
  clock = createClock("2026-11-22T09:00:00Z");
  log = recordingLog();
});

function deps(overrides: Partial<OutboxWorkerDeps> = {}): OutboxWorkerDeps {
  // A fixed spread makes every retry land exactly on its base delay.
  return { db: t.db, config, now: clock.now, transport, log, random: () => 0.5, ...overrides };
}
const advanceSeconds = (s: number) => clock.set(new Date(clock.now().getTime() + s * 1000));

async function row(id: number) {
  return t.db.selectFrom("emailOutbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

const link = "https://app.example.test/feedback?token=secret-token-123";
function feedbackEmail(to: string) {
  const { text, html } = renderEmail(config, {
    heading: "Ana asks for your feedback",
    paragraphs: ["It takes five minutes."],
    action: { label: "Give feedback", url: link },
  });
  return { to, subject: "Ana asks for your feedback", text, html, kind: "feedback_request" as const };
}

describe("enqueueEmail", () => {
  it("writes the e-mail in the caller's transaction: no record, no e-mail", async () => {
    const failed = t.db.transaction().execute(async (trx) => {
      await enqueueEmail(trx, { ...feedbackEmail("rolled-back@example.test"), sendAfter: clock.now() });
      throw new Error("the record could not be saved");
    });
    await expect(failed).rejects.toThrow("the record could not be saved");
    expect(await t.db.selectFrom("emailOutbox").select("id").execute()).toEqual([]);

    const id = await t.db
      .transaction()
      .execute((trx) => enqueueEmail(trx, { ...feedbackEmail("kept@example.test"), sendAfter: clock.now() }));
    expect((await row(id)).status).toBe("pending");
    expect(await deliverDueEmails(deps())).toEqual({ sent: 1, logged: 0, failed: 0 });
    expect(box.messages.map((m) => m.to)).toEqual(["kept@example.test"]);
  });
});

describe("deliverDueEmails over SMTP", () => {
  it("sends a text and an HTML part with the right headers, then empties the stored bodies", async () => {
    const id = await enqueueEmail(t.db, {
      ...feedbackEmail("reviewer@example.test"),
      sendAfter: clock.now(),
    });
    expect(await deliverDueEmails(deps())).toEqual({ sent: 1, logged: 0, failed: 0 });

    const mail = await box.waitFor((m) => m.to === "reviewer@example.test");
    expect(mail.subject).toBe("Ana asks for your feedback");
    expect(mail.from).toBe('"LeadCoach" <no-reply@leadcoach.test>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain("Give feedback</a>");
    expect(mail.html).toContain(link);
    expect(mail.links).toEqual([link]);

    const stored = await row(id);
    expect(mail.messageId).toBe(outboxMessageId(stored, config.mail.from));
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${id}\\.[0-9a-z]+@leadcoach\\.test>$`));
    expect(stored).toMatchObject({
      status: "sent",
      sentAt: clock.now(),
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      textBody: "",
      htmlBody: "",
      toAddress: "reviewer@example.test",
      subject: "Ana asks for your feedback",
    });
    // Sent is sent: a second run has nothing to do.
    expect(await deliverDueEmails(deps())).toEqual({ sent: 0, logged: 0, failed: 0 });
    expect(box.messages).toHaveLength(1);
  });

  it("leaves an e-mail alone until its send_after, then sends it", async () => {
    const [id] = await queueEmails(t.db, 1, { sendAfter: new Date(clock.now().getTime() + 3_600_000) });
    expect(await deliverDueEmails(deps())).toEqual({ sent: 0, logged: 0, failed: 0 });
    clock.advanceDays(1);
    expect(await deliverDueEmails(deps())).toEqual({ sent: 1, logged: 0, failed: 0 });
    expect((await row(id!)).status).toBe("sent");
  });

  it("sends every due message of a run larger than one batch, each once", async () => {
    await queueEmails(t.db, 23, { sendAfter: clock.now() });
    expect(await deliverDueEmails(deps(), { batchSize: 5 })).toEqual({ sent: 23, logged: 0, failed: 0 });
    expect(new Set(box.messages.map((m) => m.to)).size).toBe(23);
    expect(box.messages).toHaveLength(23);
  });

  it("SMTP down then up: retries with backoff and delivers exactly once", async () => {
    const down = await startTestMailbox();
    const port = down.port;
    const flaky = smtpTransport(down.url, config.mail.from, { sendTimeoutMs: 5_000 });
    try {
      await down.close();
      const [id] = await queueEmails(t.db, 1, { sendAfter: clock.now() });
      const start = clock.now().getTime();

      expect(await deliverDueEmails(deps({ transport: flaky }))).toEqual({ sent: 0, logged: 0, failed: 1 });
      let stored = await row(id!);
      expect(stored).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(stored.lastError).toMatch(/ECONNREFUSED/);
      expect(stored.sendAfter.getTime()).toBe(start + 30_000);
      expect(stored.textBody).toContain("token=");

      // Not before the backoff is over.
      advanceSeconds(29);
      expect(await deliverDueEmails(deps({ transport: flaky }))).toEqual({ sent: 0, logged: 0, failed: 0 });
      expect((await row(id!)).attempts).toBe(1);

      advanceSeconds(1);
      expect(await deliverDueEmails(deps({ transport: flaky }))).toEqual({ sent: 0, logged: 0, failed: 1 });
      stored = await row(id!);
      expect(stored.attempts).toBe(2);
      expect(stored.sendAfter.getTime()).toBe(start + 30_000 + 60_000);

      // The server comes back on the same address.
      const up = await startTestMailbox({ port });
      try {
        advanceSeconds(59);
        expect(await deliverDueEmails(deps({ transport: flaky }))).toEqual({ sent: 0, logged: 0, failed: 0 });
        advanceSeconds(1);
        expect(await deliverDueEmails(deps({ transport: flaky }))).toEqual({ sent: 1, logged: 0, failed: 0 });
        stored = await row(id!);
        expect(stored).toMatchObject({ status: "sent", attempts: 3, lastError: null, sentAt: clock.now() });
        advanceSeconds(3_600);
        expect(await deliverDueEmails(deps({ transport: flaky }))).toEqual({ sent: 0, logged: 0, failed: 0 });
        expect(up.messages.map((m) => m.to)).toEqual(["reader-0@example.test"]);
      } finally {
        await up.close();
      }
      // The failures were logged without the message's link.
      expect(log.lines.filter((l) => l.msg === "e-mail delivery failed")).toHaveLength(2);
      expect(log.text()).not.toContain("token");
    } finally {
      await flaky.close();
    }
  });

  it("a server answering 451 counts as a failure and the message goes out once it accepts", async () => {
    const [id] = await queueEmails(t.db, 1, { sendAfter: clock.now() });
    box.setRejecting(true);
    try {
      expect(await deliverDueEmails(deps())).toEqual({ sent: 0, logged: 0, failed: 1 });
    } finally {
      box.setRejecting(false);
    }
    expect((await row(id!)).lastError).toMatch(/451/);
    advanceSeconds(30);
    expect(await deliverDueEmails(deps())).toEqual({ sent: 1, logged: 0, failed: 0 });
    expect(box.messages).toHaveLength(1);
  });

  it("a server that accepts the connection and then says nothing cannot hold the worker", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const hung = smtpTransport(`smtp://127.0.0.1:${port}`, config.mail.from, { sendTimeoutMs: 300 });
    try {
      const [id] = await queueEmails(t.db, 1, { sendAfter: clock.now() });
      expect(await deliverDueEmails(deps({ transport: hung }))).toEqual({ sent: 0, logged: 0, failed: 1 });
      expect(await row(id!)).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect((await row(id!)).lastError).toMatch(/abort/i);
    } finally {
      await hung.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("a claim whose worker died is picked up once its lease has run out", async () => {
    const [id] = await queueEmails(t.db, 1, { sendAfter: clock.now() });
    const leaseMs = 5 * 60_000;
    // A worker claims the row and dies before sending or releasing it.
    const claimed = await claimDueEmails(t.db, clock.now(), new Date(clock.now().getTime() + leaseMs), 10);
    expect(claimed.map((c) => c.id)).toEqual([id]);

    advanceSeconds(leaseMs / 1000 - 1);
    expect(await deliverDueEmails(deps(), { leaseMs })).toEqual({ sent: 0, logged: 0, failed: 0 });
    advanceSeconds(1);
    expect(await deliverDueEmails(deps(), { leaseMs })).toEqual({ sent: 1, logged: 0, failed: 0 });
    expect(await row(id!)).toMatchObject({ status: "sent", attempts: 2 });
    expect(box.messages).toHaveLength(1);
  });

  it("a claim takes at most its limit, the oldest due first", async () => {
    const ids = await queueEmails(t.db, 25, { sendAfter: clock.now() });
    const leaseUntil = new Date(clock.now().getTime() + 60_000);
    const first = await claimDueEmails(t.db, clock.now(), leaseUntil, 10);
    expect(first.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 10));
    const second = await claimDueEmails(t.db, clock.now(), leaseUntil, 10);
    expect(second.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids.slice(10, 20));
  });

  it("never sends a cancelled e-mail", async () => {
    const requester = await createUser(t.db);
    const request = await t.db
      .insertInto("peerFeedbackRequests")
      .values({
        requesterId: requester.id,
        reviewerEmail: "peer@example.test",
        relationship: "peer",
        tokenHash: "0".repeat(64),
        expiresAt: new Date(clock.now().getTime() + 14 * 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const email = { ...feedbackEmail("peer@example.test"), feedbackRequestId: request.id };
    const sent = await enqueueEmail(t.db, { ...email, sendAfter: clock.now() });
    const reminder = await enqueueEmail(t.db, {
      ...email,
      kind: "feedback_reminder",
      sendAfter: new Date(clock.now().getTime() + 86_400_000),
    });
    await deliverDueEmails(deps());

    expect(await cancelPendingEmails(t.db, request.id, [])).toBe(0);
    // The request is already sent; only the pending reminder is called off.
    expect(await cancelPendingEmails(t.db, request.id, ["feedback_request", "feedback_reminder"])).toBe(1);
    clock.advanceDays(30);
    expect(await deliverDueEmails(deps())).toEqual({ sent: 0, logged: 0, failed: 0 });
    expect((await row(sent)).status).toBe("sent");
    expect((await row(reminder)).status).toBe("cancelled");
    expect(box.messages.map((m) => m.subject)).toEqual(["Ana asks for your feedback"]);
  });
});

describe("deliverDueEmails without SMTP", () => {
  it("writes the message with its link to the log and marks it 'logged'", async () => {
    const id = await enqueueEmail(t.db, { ...feedbackEmail("local@example.test"), sendAfter: clock.now() });
    const local = recordingLog();
    expect(await deliverDueEmails(deps({ transport: logTransport(local) }))).toEqual({
      sent: 0,
      logged: 1,
      failed: 0,
    });
    expect(local.lines).toHaveLength(1);
    expect(local.lines[0]).toMatchObject({
      level: "info",
      obj: { email: { id, to: "local@example.test", subject: "Ana asks for your feedback" } },
    });
    expect(local.text()).toContain(link);
    expect(await row(id)).toMatchObject({ status: "logged", sentAt: clock.now(), textBody: "" });
    expect(box.messages).toEqual([]);
    expect(await deliverDueEmails(deps({ transport: logTransport(local) }))).toEqual({
      sent: 0,
      logged: 0,
      failed: 0,
    });
  });
});
