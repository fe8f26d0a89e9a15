import { z } from "zod";
import { ZRecordId } from "./record-id";

/** Every SCIM token starts with this, so a secret scanner (or a person) recognises one. */
export const SCIM_TOKEN_PREFIX = "lc_scim_";
/** The shortest `SCIM_BEARER_TOKEN` the server accepts from its environment. */
export const SCIM_ENV_TOKEN_MIN_LENGTH = 32;
/** Live SCIM tokens at once: one per identity provider, and room to rotate. */
export const MAX_ACTIVE_SCIM_TOKENS = 10;
/** SCIM's own media type (RFC 7644); `application/json` is accepted too. */
export const SCIM_CONTENT_TYPE = "application/scim+json";
/** The most resources one list page answers (advertised as `filter.maxResults`). */
export const SCIM_MAX_RESULTS = 200;
/** The largest SCIM request body: a group change with a few thousand members. */
export const SCIM_BODY_LIMIT = 1024 * 1024;

export const ZCreateScimTokenInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is too long (at most 100 characters)"),
});
export type CreateScimTokenInput = z.infer<typeof ZCreateScimTokenInput>;

export const ZRevokeScimTokenInput = z.object({ id: ZRecordId });
export type RevokeScimTokenInput = z.infer<typeof ZRevokeScimTokenInput>;

/** A SCIM token as super admins see it in the list: never the secret. */
export const ZScimToken = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof ZScimToken>;

/** What creating a token answers: the token and, this once, its secret. */
export const ZCreatedScimToken = ZScimToken.extend({ token: z.string() });
export type CreatedScimToken = z.infer<typeof ZCreatedScimToken>;
