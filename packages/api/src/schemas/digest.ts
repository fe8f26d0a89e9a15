import { z } from "zod";
import type { EmailSubscription } from "./notifications";
import { ZSuccess } from "./success";

/** The answer to a digest unsubscribe link that is malformed, tampered with or signed for something else. */
export const DIGEST_UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Sign in and turn off the weekly digest in Settings instead.";
/** The answer to a genuine unsubscribe link older than `UNSUBSCRIBE_LINK_VALID_DAYS`. */
export const DIGEST_UNSUBSCRIBE_EXPIRED =
  "This unsubscribe link has expired. Sign in and turn off the weekly digest in Settings, under Notifications, instead.";
/** How long an unsubscribe link works after the digest that carried it; every digest carries a fresh one. */
export const UNSUBSCRIBE_LINK_VALID_DAYS = 60;

/** A signed link token: `<user id>.<issued at, seconds>.<43 base64url characters of HMAC-SHA256>`. */
export const SIGNED_LINK_TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Whether a link token was issued more than `UNSUBSCRIBE_LINK_VALID_DAYS` before `now`. It reads the
 * issue time only: the server checks the signature first, and the page uses this to say so at once.
 */
export function unsubscribeLinkExpired(token: string, now: Date): boolean {
  const issuedSeconds = SIGNED_LINK_TOKEN_PATTERN.exec(token)?.[2];
  if (issuedSeconds === undefined) return false;
  return now.getTime() - Number(issuedSeconds) * 1000 > UNSUBSCRIBE_LINK_VALID_DAYS * 86_400_000;
}

/** What the unsubscribe page says once it worked (every time: unsubscribing twice is fine). */
export const DIGEST_UNSUBSCRIBED =
  "You will no longer get the weekly digest e-mail. You can turn it back on in Settings.";

/** The answers to a monthly summary's unsubscribe link, as the digest's are above. */
export const MANAGER_SUMMARY_UNSUBSCRIBE_INVALID =
  "This unsubscribe link is not valid. Sign in and turn off the monthly summary of the people you follow in Settings instead.";
export const MANAGER_SUMMARY_UNSUBSCRIBE_EXPIRED =
  "This unsubscribe link has expired. Sign in and turn off the monthly summary of the people you follow in Settings, under Notifications, instead.";
export const MANAGER_SUMMARY_UNSUBSCRIBED =
  "You will no longer get the monthly summary of the people you follow. You can turn it back on in Settings.";

/**
 * The e-mails whose every message carries a one-click unsubscribe link (the signed link above, for this
 * e-mail only), and what its page and answers say. The link names the e-mail as `list`; a link without
 * one is the weekly digest's.
 */
export const unsubscribableEmails = [
  "weekly_digest",
  "manager_summary",
] as const satisfies readonly EmailSubscription[];
export const ZUnsubscribableEmail = z.enum(unsubscribableEmails);
export type UnsubscribableEmail = z.infer<typeof ZUnsubscribableEmail>;
export const unsubscribeTexts: Record<
  UnsubscribableEmail,
  { title: string; confirm: string; invalid: string; expired: string; done: string }
> = {
  weekly_digest: {
    title: "Unsubscribe from the weekly digest",
    confirm: "You will stop getting the weekly digest e-mail. Other e-mails are not affected.",
    invalid: DIGEST_UNSUBSCRIBE_INVALID,
    expired: DIGEST_UNSUBSCRIBE_EXPIRED,
    done: DIGEST_UNSUBSCRIBED,
  },
  manager_summary: {
    title: "Unsubscribe from the monthly summary",
    confirm:
      "You will stop getting the monthly summary of the people you follow. 'People I follow' still shows " +
      "their progress, and other e-mails are not affected.",
    invalid: MANAGER_SUMMARY_UNSUBSCRIBE_INVALID,
    expired: MANAGER_SUMMARY_UNSUBSCRIBE_EXPIRED,
    done: MANAGER_SUMMARY_UNSUBSCRIBED,
  },
};

/** The token of an e-mailed unsubscribe link, and the e-mail it turns off; the service checks the signature. */
export const ZDigestUnsubscribeInput = z.object({
  token: z.string().min(1).max(200),
  list: ZUnsubscribableEmail.default("weekly_digest"),
});
export type DigestUnsubscribeInput = z.output<typeof ZDigestUnsubscribeInput>;

export const ZDigestUnsubscribeResult = ZSuccess.extend({ message: z.string() });
export type DigestUnsubscribeResult = z.infer<typeof ZDigestUnsubscribeResult>;
