import { createHash, randomBytes } from "node:crypto";
import { FEEDBACK_LINK_DAYS } from "../../schemas/feedback";

const DAY_MS = 86_400_000;

/**
 * A feedback link's secret: 32 random bytes as base64url (43 characters). Only its SHA-256 is stored
 * (`token_hash`); the token itself exists in the e-mail that carries the link, nowhere else.
 */
export interface FeedbackToken {
  token: string;
  tokenHash: string;
}

export function newFeedbackToken(): FeedbackToken {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashFeedbackToken(token) };
}

/** The stored form of a token: hex SHA-256. A 256-bit random secret needs no salt or slow hash. */
export function hashFeedbackToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** When a link created (or resent) at `from` stops working. */
export function feedbackLinkExpiry(from: Date): Date {
  return new Date(from.getTime() + FEEDBACK_LINK_DAYS * DAY_MS);
}

/** Halfway to expiry: when the one reminder goes out. */
export function feedbackReminderTime(from: Date, expiresAt: Date = feedbackLinkExpiry(from)): Date {
  return new Date(from.getTime() + (expiresAt.getTime() - from.getTime()) / 2);
}

/** The public form's address for a token (the web app's /feedback route). */
export function feedbackLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/feedback?token=${token}`;
}
