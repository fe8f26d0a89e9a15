import { createHash, timingSafeEqual } from "node:crypto";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token";
import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  MAX_ACTIVE_SCIM_TOKENS,
  SCIM_TOKEN_PREFIX,
  type CreatedScimToken,
  type CreateScimTokenInput,
  type RevokeScimTokenInput,
  type ScimToken,
} from "../../schemas/scim";
import { insertAuditEvent } from "../audit/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import { recordTokenUse } from "../shared-queries";
import {
  countLiveScimTokensLocked,
  findLiveScimTokens,
  findScimTokenByHash,
  insertScimToken,
  revokeScimTokenRow,
  type ScimTokenRow,
} from "./queries";

/** Random characters kept for display: enough to tell tokens apart, far too few to guess the rest. */
const SHOWN_RANDOM_CHARACTERS = 4;

export const TOO_MANY_SCIM_TOKENS = `There are already ${MAX_ACTIVE_SCIM_TOKENS} SCIM tokens. Revoke one you no longer use, then create a new one.`;
export const SCIM_TOKEN_NOT_FOUND = "That SCIM token was not found. It may have been revoked already.";

function toScimToken(row: ScimTokenRow): ScimToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

function auditToken(
  trx: DB,
  action: "scim.token_created" | "scim.token_revoked",
  caller: SessionUser,
  token: { id: number; name: string },
  at: Date,
) {
  return insertAuditEvent(trx, {
    action,
    actor: { userId: caller.id },
    subject: { type: "scim_token", id: token.id },
    detail: { name: token.name },
    at,
  });
}

/** The tokens not revoked, newest first: names, prefixes and dates, never a secret. */
export async function listScimTokens({ db }: ServiceDeps): Promise<ScimToken[]> {
  return (await findLiveScimTokens(db)).map(toScimToken);
}

/** Creates a token and answers its secret this once; only its SHA-256 is stored. */
export async function createScimToken(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: CreateScimTokenInput,
): Promise<CreatedScimToken> {
  const { token, tokenHash } = newSecretToken(SCIM_TOKEN_PREFIX);
  const at = now();
  const row = await db.transaction().execute(async (trx) => {
    if ((await countLiveScimTokensLocked(trx)) >= MAX_ACTIVE_SCIM_TOKENS) {
      throw new AppError("CONFLICT", TOO_MANY_SCIM_TOKENS);
    }
    const created = await insertScimToken(trx, {
      name: input.name,
      tokenHash,
      tokenPrefix: token.slice(0, SCIM_TOKEN_PREFIX.length + SHOWN_RANDOM_CHARACTERS),
      createdBy: caller.id,
      createdAt: at,
    });
    await auditToken(trx, "scim.token_created", caller, created, at);
    return created;
  });
  return { ...toScimToken(row), token };
}

/** Revokes a token: the identity provider's next request gets 401. */
export async function revokeScimToken(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: RevokeScimTokenInput,
): Promise<{ success: true }> {
  const at = now();
  await db.transaction().execute(async (trx) => {
    const row = await revokeScimTokenRow(trx, input.id, at);
    if (!row) throw new AppError("NOT_FOUND", SCIM_TOKEN_NOT_FOUND);
    await auditToken(trx, "scim.token_revoked", caller, row, at);
  });
  return { success: true };
}

function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever the lengths given.
  return timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );
}

/**
 * Whether an `Authorization` header carries a live SCIM token, or the server's `SCIM_BEARER_TOKEN`.
 * A stored token is found by its hash; its last use is recorded at most once a minute.
 */
export async function authenticateScim(
  { db, now }: ServiceDeps,
  authorization: string | undefined,
  envToken: string | null,
): Promise<boolean> {
  const token = /^Bearer +(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!token) return false;
  if (envToken !== null && sameSecret(token, envToken)) return true;
  if (!token.startsWith(SCIM_TOKEN_PREFIX)) return false;
  const row = await findScimTokenByHash(db, hashSecretToken(token));
  if (!row || row.revokedAt) return false;
  await recordTokenUse(db, "scimTokens", row, now());
  return true;
}
