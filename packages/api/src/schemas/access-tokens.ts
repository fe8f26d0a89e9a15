import { z } from "zod";
import { accessTokenScopes } from "./domain";
import { ZRecordId } from "./record-id";

/** Every token starts with this, so a secret scanner (or a person) recognises one in a log or a repository. */
export const ACCESS_TOKEN_PREFIX = "lc_pat_";
/** How long a new token works, in days: the only choices offered. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
/** Live (neither revoked nor expired) tokens a person may hold at once. */
export const MAX_ACTIVE_ACCESS_TOKENS = 20;
/** Requests a token may make per minute, across every server process (overridable by the server's env). */
export const ACCESS_TOKEN_REQUESTS_PER_MINUTE = 600;

export const ZAccessTokenScope = z.enum(accessTokenScopes);

export const ZAccessTokenExpiryDays = z.literal(ACCESS_TOKEN_EXPIRY_DAYS, {
  error: "Expiry must be 30, 90 or 365 days",
});

export const ZCreateAccessTokenInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long (at most 100 characters)"),
  expiresInDays: ZAccessTokenExpiryDays,
  scope: ZAccessTokenScope,
  /** Lets the token reach admin procedures; only an admin may ask for it. */
  admin: z.boolean().default(false),
});
export type CreateAccessTokenInput = z.infer<typeof ZCreateAccessTokenInput>;

export const ZRevokeAccessTokenInput = z.object({ id: ZRecordId });
export type RevokeAccessTokenInput = z.infer<typeof ZRevokeAccessTokenInput>;

/** A token as its owner sees it in the list: never the secret. */
export const ZAccessToken = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart. */
  prefix: z.string(),
  scope: ZAccessTokenScope,
  admin: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type AccessToken = z.infer<typeof ZAccessToken>;

/** What creating a token answers: the token and, this once, its secret. */
export const ZCreatedAccessToken = ZAccessToken.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof ZCreatedAccessToken>;
