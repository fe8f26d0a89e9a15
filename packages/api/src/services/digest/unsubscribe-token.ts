import { createHmac, timingSafeEqual } from "node:crypto";
import { SIGNED_LINK_TOKEN_PATTERN } from "../../schemas/digest";

/** What a signed link may do; a token signed for one purpose is refused for every other. */
export type LinkPurpose = "digest-unsubscribe" | "manager-summary-unsubscribe";

function signature(key: string, purpose: string, userId: number, issuedAt: number): Buffer {
  // The purpose is part of what is signed, not of the token: nothing in the token can re-aim it.
  return createHmac("sha256", key).update(`${purpose}\n${userId}\n${issuedAt}`).digest();
}

/**
 * A link token that lets whoever holds it do one thing for one person without signing in. It is not
 * stored anywhere: the signature is the proof.
 */
export function signLinkToken(key: string, purpose: LinkPurpose, userId: number, issuedAt: Date): string {
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  return `${userId}.${seconds}.${signature(key, purpose, userId, seconds).toString("base64url")}`;
}

/**
 * The user a token was signed for, for this purpose, and when it was signed; null for anything else
 * (compared in constant time). How old a token may be is the caller's rule.
 */
export function verifyLinkToken(
  key: string,
  purpose: LinkPurpose,
  token: string,
): { userId: number; issuedAt: Date } | null {
  const match = SIGNED_LINK_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const issuedAt = Number(match[2]);
  // Compared as text: base64url decoding ignores the last character's spare bits, so comparing the
  // decoded bytes would accept more than one spelling of a signature.
  const given = Buffer.from(match[3] ?? "");
  const expected = Buffer.from(signature(key, purpose, userId, issuedAt).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number.isSafeInteger(userId) && userId > 0 ? { userId, issuedAt: new Date(issuedAt * 1000) } : null;
}
