/**
 * Reads what the app under test e-mailed: it sends through SMTP to mail-sink.ts (started by
 * playwright.config.ts), which keeps every message and lists them over HTTP.
 */
import type { APIRequestContext } from "@playwright/test";
import type { ReceivedMail } from "../../packages/api/src/testing-mail";

/** A message as the sink parsed it. */
export type DeliveredMail = ReceivedMail;

export interface WaitForMailOptions {
  /** Only a message whose subject matches. */
  subject?: RegExp;
  /** Default 15 s: the app polls its outbox every 250 ms in this run. */
  timeoutMs?: number;
}

// The one setting shared with playwright.config.ts, which starts the sink on this port.
const sinkUrl = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 3126}`;
const POLL_MS = 200;

type MailFetcher = APIRequestContext | typeof fetch;

async function delivered(request: MailFetcher, to?: string): Promise<DeliveredMail[]> {
  const url = `${sinkUrl}/messages${to ? `?to=${encodeURIComponent(to)}` : ""}`;
  if (typeof request === "function") {
    const response = await request(url);
    if (!response.ok) throw new Error(`mail sink answered ${response.status} for ${url}`);
    return (await response.json()) as DeliveredMail[];
  }
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`mail sink answered ${response.status()} for ${url}`);
  return (await response.json()) as DeliveredMail[];
}

/**
 * The newest message delivered to `to` (and matching `subject`, when given), waiting for it to
 * arrive; fails after the timeout naming what did arrive. Pass the test's `request` fixture, or
 * `fetch`. A second form takes a predicate over every delivered message instead.
 */
export function waitForMail(
  request: MailFetcher,
  to: string,
  options?: WaitForMailOptions,
): Promise<DeliveredMail>;
export function waitForMail(
  predicate: (mail: DeliveredMail) => boolean,
  options?: Pick<WaitForMailOptions, "timeoutMs">,
): Promise<DeliveredMail>;
export async function waitForMail(
  first: MailFetcher | ((mail: DeliveredMail) => boolean),
  second?: string | WaitForMailOptions,
  third?: WaitForMailOptions,
): Promise<DeliveredMail> {
  const byAddress = typeof second === "string";
  const request: MailFetcher = byAddress ? (first as MailFetcher) : fetch;
  const to = byAddress ? second.toLowerCase() : undefined;
  const options = (byAddress ? third : second) ?? {};
  const matches = byAddress
    ? (mail: DeliveredMail) => !options.subject || options.subject.test(mail.subject)
    : (first as (mail: DeliveredMail) => boolean);

  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mails = await delivered(request, to);
    const found = mails.filter(matches).at(-1);
    if (found) return found;
    if (Date.now() >= deadline) {
      const seen = mails.map((m) => `"${m.subject}" to ${m.to}`).join(", ") || "none";
      throw new Error(
        `No e-mail${to ? ` to ${to}` : ""}${options.subject ? ` with a subject like ${String(options.subject)}` : " matching"} arrived (received: ${seen})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
