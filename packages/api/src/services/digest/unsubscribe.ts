import type { ApiConfig } from "../../config";
import {
  type DigestUnsubscribeInput,
  type DigestUnsubscribeResult,
  type UnsubscribableEmail,
  unsubscribeLinkExpired,
  unsubscribeTexts,
} from "../../schemas/digest";
import { AppError } from "../../lib/app-error";
import { reserveAttempt } from "../auth/rate-limit";
import type { ServiceDeps, Visitor } from "../deps";
import { turnEmailSubscriptionOff } from "./queries";
import { signLinkToken, verifyLinkToken, type LinkPurpose } from "./unsubscribe-token";

/** Unsubscribes per client address per minute: plenty for people, a wall for anyone guessing. */
export const DIGEST_UNSUBSCRIBES_PER_IP_PER_MINUTE = 30;
export const TOO_MANY_UNSUBSCRIBES =
  "Too many attempts from your network. Please wait a minute and try again.";

/** Each e-mail's links are signed for it alone: a digest's link cannot turn off the monthly summary. */
const purposeOf: Record<UnsubscribableEmail, LinkPurpose> = {
  weekly_digest: "digest-unsubscribe",
  manager_summary: "manager-summary-unsubscribe",
};

/**
 * The addresses one message's unsubscribe link opens, signed at `issuedAt` for this person and this
 * e-mail: the confirmation page (shown under the small print), and the one-click POST (RFC 8058, the
 * List-Unsubscribe header). The digest's carry no `list` (its links predate the others).
 */
export function unsubscribeUrls(
  config: Pick<ApiConfig, "appUrl" | "linkSigningKey">,
  list: UnsubscribableEmail,
  userId: number,
  issuedAt: Date,
): { page: string; oneClick: string } {
  const token = signLinkToken(config.linkSigningKey, purposeOf[list], userId, issuedAt);
  const query = `token=${encodeURIComponent(token)}${list === "weekly_digest" ? "" : `&list=${list}`}`;
  const appUrl = config.appUrl.replace(/\/+$/, "");
  return { page: `${appUrl}/unsubscribe?${query}`, oneClick: `${appUrl}/api/digest/unsubscribe?${query}` };
}

/**
 * Turns one e-mail (the weekly digest, or the monthly summary to managers) off for whoever the signed
 * link names, without a session: the link is the credential, and it can do nothing else; it works for
 * `UNSUBSCRIBE_LINK_VALID_DAYS` after it was issued. Saying yes twice is fine, and a valid link for an
 * account that no longer exists gets the same answer (there is nothing left to send to).
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
  const texts = unsubscribeTexts[input.list];
  const signed = verifyLinkToken(deps.config.linkSigningKey, purposeOf[input.list], input.token);
  if (signed === null) throw new AppError("BAD_REQUEST", texts.invalid);
  // Only a genuine link is told it expired: the signature is checked first.
  if (unsubscribeLinkExpired(input.token, deps.now())) throw new AppError("BAD_REQUEST", texts.expired);
  await turnEmailSubscriptionOff(deps.db, signed.userId, input.list);
  return { success: true, message: texts.done };
}
