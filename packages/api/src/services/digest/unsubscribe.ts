import {
  DIGEST_UNSUBSCRIBE_EXPIRED,
  DIGEST_UNSUBSCRIBE_INVALID,
  DIGEST_UNSUBSCRIBED,
  type DigestUnsubscribeInput,
  type DigestUnsubscribeResult,
  unsubscribeLinkExpired,
} from "../../schemas/digest";
import { AppError } from "../../lib/app-error";
import { reserveAttempt } from "../auth/rate-limit";
import type { ServiceDeps, Visitor } from "../deps";
import { turnDigestOff } from "./queries";
import { verifyLinkToken } from "./unsubscribe-token";

/** Unsubscribes per client address per minute: plenty for people, a wall for anyone guessing. */
export const DIGEST_UNSUBSCRIBES_PER_IP_PER_MINUTE = 30;
export const TOO_MANY_UNSUBSCRIBES =
  "Too many attempts from your network. Please wait a minute and try again.";

/**
 * Turns the weekly digest off for whoever the signed link names, without a session: the link is the
 * credential, and it can do nothing else; it works for `UNSUBSCRIBE_LINK_VALID_DAYS` after it was issued. Saying yes twice is fine, and a valid link for an account
 * that no longer exists gets the same answer (there is nothing left to send to).
 */
export async function unsubscribeFromDigest(
  deps: ServiceDeps,
  visitor: Visitor,
  input: DigestUnsubscribeInput,
): Promise<DigestUnsubscribeResult> {
  const window = { key: `digest-unsubscribe:ip:${visitor.ip}`, windowMs: 60_000 };
  if (!(await reserveAttempt(deps.db, [[window, DIGEST_UNSUBSCRIBES_PER_IP_PER_MINUTE]], deps.now()))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_UNSUBSCRIBES);
  }
  const signed = verifyLinkToken(deps.config.linkSigningKey, "digest-unsubscribe", input.token);
  if (signed === null) throw new AppError("BAD_REQUEST", DIGEST_UNSUBSCRIBE_INVALID);
  // Only a genuine link is told it expired: the signature is checked first.
  if (unsubscribeLinkExpired(input.token, deps.now())) {
    throw new AppError("BAD_REQUEST", DIGEST_UNSUBSCRIBE_EXPIRED);
  }
  await turnDigestOff(deps.db, signed.userId);
  return { success: true, message: DIGEST_UNSUBSCRIBED };
}
