import { z } from "zod";
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

/** The token of an e-mailed unsubscribe link; its format and signature are checked by the service. */
export const ZDigestUnsubscribeInput = z.object({ token: z.string().min(1).max(200) });
export type DigestUnsubscribeInput = z.infer<typeof ZDigestUnsubscribeInput>;

export const ZDigestUnsubscribeResult = ZSuccess.extend({ message: z.string() });
export type DigestUnsubscribeResult = z.infer<typeof ZDigestUnsubscribeResult>;
