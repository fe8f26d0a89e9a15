import { AppError } from "../../lib/app-error";
import {
  MAX_ACTIVE_ACCESS_TOKENS,
  type AccessToken,
  type CreateAccessTokenInput,
  type CreatedAccessToken,
  type RevokeAccessTokenInput,
} from "../../schemas/access-tokens";
import { isAdminRole } from "../../schemas/domain";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import { enqueueSecurityAlert } from "../email/security-alert";
import { lockUserRow } from "../users/queries";
import {
  countLiveAccessTokens,
  findAccessTokens,
  insertAccessToken,
  revokeAccessToken as revokeAccessTokenRow,
  type AccessTokenRow,
} from "./queries";
import { newAccessTokenSecret } from "./secret";

const DAY_MS = 86_400_000;

export const ADMIN_TOKEN_NEEDS_ADMIN = "Only an admin can create a token with admin access.";
export const TOO_MANY_ACCESS_TOKENS = `You already have ${MAX_ACTIVE_ACCESS_TOKENS} active access tokens. Revoke one you no longer use, then create a new one.`;
export const ACCESS_TOKEN_NOT_FOUND = "That access token was not found. It may have been revoked already.";

function toAccessToken(row: AccessTokenRow, now: Date): AccessToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    scope: row.scope,
    admin: row.admin,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

const isAdmin = (user: SessionUser) => isAdminRole(user.role);

/** The caller's tokens (never their secrets), newest first. */
export async function listAccessTokens(
  { db, now }: ServiceDeps,
  caller: SessionUser,
): Promise<AccessToken[]> {
  const at = now();
  return (await findAccessTokens(db, caller.id)).map((row) => toAccessToken(row, at));
}

/**
 * Creates a token for the caller and answers its secret this once; only its SHA-256 is stored. At most
 * `MAX_ACTIVE_ACCESS_TOKENS` live tokens per person, counted under a lock on the account so two
 * creations at once cannot both pass the cap.
 */
export async function createAccessToken(
  { db, config, now }: ServiceDeps,
  visitor: SignedInVisitor,
  input: CreateAccessTokenInput,
): Promise<CreatedAccessToken> {
  const caller = visitor.user;
  if (input.admin && !isAdmin(caller)) throw new AppError("FORBIDDEN", ADMIN_TOKEN_NEEDS_ADMIN);
  const createdAt = now();
  const secret = newAccessTokenSecret();
  const row = await db.transaction().execute(async (trx) => {
    // Two creations at once count live tokens one after the other, so the cap holds.
    await lockUserRow(trx, caller.id);
    if ((await countLiveAccessTokens(trx, caller.id, createdAt)) >= MAX_ACTIVE_ACCESS_TOKENS) {
      throw new AppError("CONFLICT", TOO_MANY_ACCESS_TOKENS);
    }
    await enqueueSecurityAlert(trx, config, {
      userId: caller.id,
      event: { kind: "access_token_created", tokenName: input.name },
      at: createdAt,
      origin: { userAgent: visitor.userAgent ?? null, ip: visitor.ip },
    });
    return insertAccessToken(trx, {
      userId: caller.id,
      name: input.name,
      tokenHash: secret.tokenHash,
      tokenPrefix: secret.tokenPrefix,
      scope: input.scope,
      admin: input.admin,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + input.expiresInDays * DAY_MS),
    });
  });
  return { ...toAccessToken(row, createdAt), token: secret.token };
}

/** Revokes one of the caller's tokens: from its next request on it gets 401. Revoking twice is fine. */
export async function revokeAccessToken(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: RevokeAccessTokenInput,
): Promise<{ success: true }> {
  const row = await revokeAccessTokenRow(db, caller.id, input.id, now());
  if (!row) throw new AppError("NOT_FOUND", ACCESS_TOKEN_NOT_FOUND);
  return { success: true };
}
