import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "./columns";

/** What a personal access token may do: read only, or read and write. */
export type AccessTokenScope = "read" | "write";

/** A personal access token: only the SHA-256 of the secret is stored. */
export interface AccessTokensTable {
  id: Id;
  userId: number;
  name: string;
  tokenHash: string;
  /** The token's first characters (its prefix and four random ones): shown, never enough to use it. */
  tokenPrefix: string;
  scope: AccessTokenScope;
  admin: boolean;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  /** Moves at most once a minute, so using a token is not a write per request. */
  lastUsedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
}
