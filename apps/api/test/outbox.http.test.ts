import { Writable } from "node:stream";
import { startTestMailbox, type TestMailbox } from "@leadcoach/api/testing-mail";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/env";
import { buildTestApp } from "./testing";

let t: TestDb;
let box: TestMailbox;
beforeAll(async () => {
  t = await createTestDb();
  box = await startTestMailbox();
});
afterAll(async () => {
  await box.close();
  await t.drop();
});

/** An outbox row as another domain's service would write it, due now. */
async function enqueue(to: string): Promise<number> {
  const row = await t.db
    .insertInto("emailOutbox")
    .values({
      toAddress: to,
      subject: "Your feedback link",
      textBody: `Open https://app.example.test/feedback?token=tok-${to}\n`,
      htmlBody: "<p>Open the link</p>",
      sendAfter: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function status(id: number) {
  const row = await t.db
    .selectFrom("emailOutbox")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.status;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the outbox worker in the server", () => {
  let app: FastifyInstance;

  it("delivers a queued e-mail through SMTP_URL within a few poll intervals", async () => {
    app = await buildTestApp(t, {
      SMTP_URL: box.url,
      OUTBOX_POLL_MS: "50",
      MAIL_FROM: "Coach <coach@example.test>",
    });
    await app.ready();
    const id = await enqueue("first@example.test");
    const mail = await box.waitFor((m) => m.to === "first@example.test", 3_000);
    expect(mail.from).toContain("coach@example.test");
    expect(mail.links).toEqual(["https://app.example.test/feedback?token=tok-first@example.test"]);
    await expect.poll(() => status(id)).toBe("sent");
  });

  it("stops once the app is closed: nothing more is sent", async () => {
    await app.close();
    const id = await enqueue("after-close@example.test");
    await sleep(300);
    expect(box.messages.map((m) => m.to)).not.toContain("after-close@example.test");
    expect(await status(id)).toBe("pending");
    // The next server to start sends it.
    const next = await buildTestApp(t, { SMTP_URL: box.url, OUTBOX_POLL_MS: "50" });
    try {
      await next.ready();
      await box.waitFor((m) => m.to === "after-close@example.test", 3_000);
      await expect.poll(() => status(id)).toBe("sent");
    } finally {
      await next.close();
    }
    expect(box.messages.filter((m) => m.to === "after-close@example.test")).toHaveLength(1);
  });

  it("without SMTP_URL writes the message with its link to the log and marks it 'logged'", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = loadEnv({
      NODE_ENV: "test",
      SESSION_SECRET: "test-session-secret-0123456789-abcdefghijkl",
      WEB_DIST: "/nonexistent",
      OUTBOX_POLL_MS: "50",
    });
    const local = await buildApp({ env, database: t, logger: { level: "info", stream } });
    try {
      await local.ready();
      const id = await enqueue("local@example.test");
      await expect.poll(() => status(id)).toBe("logged");
      const logged = lines.filter((l) => l.includes("tok-local@example.test"));
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0]!)).toMatchObject({
        level: 30,
        msg: "e-mail not sent: SMTP_URL is not set, so here it is",
        email: { id, to: "local@example.test", subject: "Your feedback link" },
      });
    } finally {
      await local.close();
    }
    expect(box.messages.map((m) => m.to)).not.toContain("local@example.test");
  });
});
