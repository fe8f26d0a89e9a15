/**
 * Two server processes on one PostgreSQL database: two separate pools, two SMTP connection pools,
 * running at the same time over the same queue. PGlite has one connection, so it cannot race.
 */
import type { DB } from "@leadcoach/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { createClock, useSecondProcess, useTestDb } from "../../testing";
import { startTestMailbox, type TestMailbox } from "../../testing-mail";
import { queueEmails, recordingLog } from "./outbox.fixtures";
import { smtpTransport } from "./transport";
import { deliverDueEmails, type DeliveryResult } from "./worker";

const t = useTestDb();
const second = useSecondProcess(t);
let box: TestMailbox;

beforeAll(async () => {
  if (!t.url) throw new Error("this file runs on PostgreSQL only");
  box = await startTestMailbox();
});
afterAll(async () => {
  await box.close();
});

describe("two workers sharing a database", () => {
  it("send each of 200 queued messages exactly once", async () => {
    const clock = createClock("2026-11-22T09:00:00Z");
    const ids = await queueEmails(t.db, 200, { sendAfter: clock.now() });

    async function worker(db: DB): Promise<DeliveryResult> {
      const transport = smtpTransport(box.url, defaultApiConfig.mail.from, { sendTimeoutMs: 10_000 });
      const deps = { db, config: defaultApiConfig, now: clock.now, transport, log: recordingLog() };
      const total: DeliveryResult = { sent: 0, logged: 0, failed: 0 };
      try {
        // Small batches, so the two keep meeting on the same rows.
        for (;;) {
          const run = await deliverDueEmails(deps, { batchSize: 7, maxBatches: 3 });
          total.sent += run.sent;
          total.failed += run.failed;
          if (run.sent + run.failed === 0) return total;
        }
      } finally {
        await transport.close();
      }
    }

    const [a, b] = await Promise.all([worker(t.db), worker(second.db)]);
    expect(a.failed + b.failed).toBe(0);
    expect(a.sent + b.sent).toBe(200);
    // Both took part: the race was real.
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);

    expect(box.messages).toHaveLength(200);
    expect(new Set(box.messages.map((m) => m.to)).size).toBe(200);
    expect(new Set(box.messages.map((m) => m.messageId)).size).toBe(200);

    const rows = await t.db
      .selectFrom("emailOutbox")
      .select(["status", "attempts"])
      .where("id", "in", ids)
      .execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
