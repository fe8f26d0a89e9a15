/**
 * The outbox worker draining 1,000 queued e-mails into a local SMTP server (smtp-server on
 * 127.0.0.1), with the settings the server uses (batches of 50, five pooled SMTP connections), on
 * PGlite or, with DATABASE_URL, PostgreSQL. Target: under 30 s (docs/email.md). The only check is
 * that exactly 1,000 messages arrived, each once.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { defaultApiConfig } from "../src/config";
import { queueEmails, recordingLog } from "../src/services/email/outbox.fixtures";
import { smtpTransport, type MailTransport } from "../src/services/email/transport";
import { deliverDueEmails } from "../src/services/email/worker";
import { startTestMailbox, type TestMailbox } from "../src/testing-mail";

const COUNT = 1_000;

let t: TestDb;
let box: TestMailbox;
let transport: MailTransport;
let round = 0;

beforeAll(async () => {
  t = await createTestDb();
  box = await startTestMailbox();
  transport = smtpTransport(box.url, defaultApiConfig.mail.from);
});
afterAll(async () => {
  await transport.close();
  await box.close();
  await t.drop();
});

describe("outbox", () => {
  bench(
    `deliver ${COUNT} queued e-mails over SMTP`,
    async () => {
      round += 1;
      box.clear();
      const now = new Date();
      await queueEmails(t.db, COUNT, { sendAfter: now, prefix: `round${round}` });
      const deps = {
        db: t.db,
        config: defaultApiConfig,
        now: () => new Date(),
        transport,
        log: recordingLog(),
      };

      const started = performance.now();
      let sent = 0;
      for (;;) {
        const run = await deliverDueEmails(deps);
        if (run.failed > 0) throw new Error(`${run.failed} sends failed`);
        if (run.sent === 0) break;
        sent += run.sent;
      }
      const seconds = (performance.now() - started) / 1000;

      const distinct = new Set(box.messages.map((m) => m.to)).size;
      if (sent !== COUNT || box.messages.length !== COUNT || distinct !== COUNT) {
        throw new Error(
          `expected ${COUNT} deliveries, got ${box.messages.length} (${distinct} distinct, ${sent} sent)`,
        );
      }
      console.log(`outbox: ${COUNT} e-mails delivered in ${seconds.toFixed(2)} s on ${t.kind}`);
    },
    { iterations: 3, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
