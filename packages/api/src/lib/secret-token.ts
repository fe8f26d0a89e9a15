import { createHash, randomBytes } from "node:crypto";
import { hashPassword } from "@leadcoach/db";

/**
 * A secret that travels in a link or a header (a feedback or invitation link, a password reset, a
 * calendar feed, an access or SCIM token): `prefix` and 32 random bytes as base64url (43 characters
 * from [A-Za-z0-9_-]). Only `tokenHash` is stored; the token itself exists where it was sent.
 */
export function newSecretToken(prefix = ""): { token: string; tokenHash: string } {
  const token = `${prefix}${randomBytes(32).toString("base64url")}`;
  return { token, tokenHash: hashSecretToken(token) };
}

/** The stored form of a secret token: hex SHA-256. A 256-bit random secret needs no salt or slow hash. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * The password column's value for an account made without a password (invited, provisioned, signed up
 * through single sign-on): the hash of 32 random bytes nobody keeps, which never verifies, and a
 * password sign-in against it costs the same as any other wrong password.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}
