import type { Logger } from "../deps";
import type { ServiceDeps } from "../deps";
import { claimDueEmails, markEmailDelivered, markEmailFailed, type ClaimedEmail } from "./queries";
import type { MailTransport } from "./transport";

export interface OutboxWorkerDeps extends ServiceDeps {
  transport: MailTransport;
  log: Logger;
  /** A number in [0, 1) that spreads retries (Math.random by default); tests fix it. */
  random?: () => number;
}

export interface DeliveryOptions {
  /** Rows claimed per statement. */
  batchSize?: number;
  /** Claims per run; the next run goes on where this one stopped. */
  maxBatches?: number;
  /** How long a claim holds its rows; far above the transport's send timeout. */
  leaseMs?: number;
  /** Once aborted (the server is closing), no further batch is claimed; the current one finishes. */
  signal?: AbortSignal;
}

export interface DeliveryResult {
  sent: number;
  logged: number;
  failed: number;
}

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const LAST_ERROR_MAX = 300;

/**
 * The wait before attempt `attempts + 1`: 30 s after the first failure, doubling, never more than an
 * hour, spread by ±10% so messages that failed together do not all come back in the same second.
 * There is no last attempt: the product keeps trying until the server takes the message.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20));
  const jittered = exponential * (0.9 + 0.2 * random());
  return Math.round(Math.min(jittered, RETRY_MAX_MS));
}

/**
 * The same Message-ID for every attempt of one row, so a message delivered twice (a crash between
 * the server's acceptance and the row's update) shows as the same message, and most clients file the
 * copy with the original. The row's creation time keeps ids from two databases (staging, production)
 * apart; the domain is the sender's.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? "leadcoach.local";
  return `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * What goes into last_error and the log: the transport's message, short, with any address that
 * could carry credentials or a token replaced (a refused message's URL, an SMTP URL with a password).
 */
export function describeSendError(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const message = error instanceof Error ? error.message : String(error);
  const text = (code && !message.includes(code) ? `${code}: ${message}` : message)
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, "[url]")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > LAST_ERROR_MAX ? `${text.slice(0, LAST_ERROR_MAX - 1)}…` : text;
}

/**
 * Sends the e-mails that are due, in batches: claim a batch under a lease, send it a few at a time,
 * record each outcome as it comes. A success empties the row's bodies (see `markEmailDelivered`); a
 * failure is recorded and retried later. Safe to run in several processes on one database.
 */
export async function deliverDueEmails(
  deps: OutboxWorkerDeps,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const batchSize = options.batchSize ?? 50;
  const maxBatches = options.maxBatches ?? 20;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const result: DeliveryResult = { sent: 0, logged: 0, failed: 0 };

  for (let batch = 0; batch < maxBatches && !options.signal?.aborted; batch++) {
    const now = deps.now();
    const claimed = await claimDueEmails(deps.db, now, new Date(now.getTime() + leaseMs), batchSize);
    await inParallel(claimed, deps.transport.concurrency, async (row) => {
      const outcome = await deliverOne(deps, row);
      result[outcome] += 1;
    });
    if (claimed.length < batchSize) break;
  }
  if (result.failed > 0) {
    deps.log.warn({ ...result }, "some e-mails could not be sent; they will be retried");
  }
  return result;
}

async function deliverOne(deps: OutboxWorkerDeps, row: ClaimedEmail): Promise<"sent" | "logged" | "failed"> {
  let outcome: "sent" | "logged";
  try {
    outcome = await deps.transport.send({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      messageId: outboxMessageId(row, deps.config.mail.from),
      listUnsubscribeUrl: row.listUnsubscribeUrl,
    });
  } catch (error) {
    const reason = describeSendError(error);
    const retryAt = new Date(deps.now().getTime() + retryDelayMs(row.attempts, deps.random));
    deps.log.warn(
      { emailId: row.id, attempts: row.attempts, retryAt: retryAt.toISOString(), reason },
      "e-mail delivery failed",
    );
    await markEmailFailed(deps.db, row.id, reason, retryAt);
    return "failed";
  }
  await markEmailDelivered(deps.db, row.id, outcome, deps.now());
  return outcome;
}

/**
 * Runs `work` over `items` with at most `limit` at a time. After a failure no new item is started
 * (a database that stopped answering would otherwise see more messages sent that it cannot record),
 * but the ones in flight are awaited before the failure is rethrown, so nothing runs on unseen.
 */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const settled = await Promise.allSettled(lanes);
  const rejection = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (rejection) throw rejection.reason;
}
