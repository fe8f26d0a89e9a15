import type { TokenCredential } from "../deps";
import { reserveAttempts, type Window } from "../auth/rate-limit";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../deps";
import { findSessionUser } from "../users/session-user";
import { recordTokenUse } from "../shared-queries";
import { findAccessTokenByHash } from "./queries";
import { hashSecretToken } from "../../lib/secret-token";
import { isWellFormedAccessToken } from "./secret";

export const BEARER_MALFORMED =
  "The Authorization header must be 'Bearer' followed by a personal access token (lc_pat_...).";
export const ACCESS_TOKEN_INVALID =
  "This access token is not valid. Check it, or create a new one in Settings.";
export const ACCESS_TOKEN_REVOKED = "This access token was revoked. Create a new one in Settings.";
export const ACCESS_TOKEN_EXPIRED = "This access token has expired. Create a new one in Settings.";
export const ACCESS_TOKEN_ACCOUNT_DEACTIVATED =
  "The account this access token belongs to is deactivated. It works again if an admin reactivates the account.";
export const ACCESS_TOKEN_RATE_LIMITED =
  "Too many requests with this access token. Wait a moment, then try again (see Retry-After).";

const RATE_WINDOW_MS = 60_000;

export type BearerAuthentication =
  | { ok: true; user: SessionUser; credential: TokenCredential }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Who an `Authorization` header speaks for: the token's owner within the token's scope, or why not.
 * A valid token's request is counted against its per-minute limit (a sliding window in the database, so
 * every server process shares it) and its last use recorded at most once a minute.
 */
export async function authenticateBearer(
  { db, config, now: clock }: ServiceDeps,
  authorization: string,
): Promise<BearerAuthentication> {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return { ok: false, status: 401, message: BEARER_MALFORMED };
  const token = match[1];
  if (!isWellFormedAccessToken(token)) return { ok: false, status: 401, message: ACCESS_TOKEN_INVALID };

  const row = await findAccessTokenByHash(db, hashSecretToken(token));
  if (!row) return { ok: false, status: 401, message: ACCESS_TOKEN_INVALID };
  const now = clock();
  if (row.revokedAt) return { ok: false, status: 401, message: ACCESS_TOKEN_REVOKED };
  if (row.expiresAt <= now) return { ok: false, status: 401, message: ACCESS_TOKEN_EXPIRED };
  // A deactivated account's tokens stop working with it, and work again if it is reactivated.
  const user = await findSessionUser(db, row.userId);
  if (!user) return { ok: false, status: 401, message: ACCESS_TOKEN_ACCOUNT_DEACTIVATED };

  const window: Window = { key: `access-token:${row.id}`, windowMs: RATE_WINDOW_MS };
  const reservation = await reserveAttempts(
    db,
    [[window, config.rateLimits.accessTokenRequestsPerMinute]],
    now,
  );
  if (!reservation.allowed) {
    return {
      ok: false,
      status: 429,
      message: ACCESS_TOKEN_RATE_LIMITED,
      retryAfterSeconds: Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)),
    };
  }

  await recordTokenUse(db, "accessTokens", row, now);
  return {
    ok: true,
    user,
    credential: { kind: "token", tokenId: row.id, scope: row.scope, admin: row.admin },
  };
}
