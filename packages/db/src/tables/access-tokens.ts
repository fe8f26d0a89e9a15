import type { AccessTokenScope } from "../domain";
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "./columns";

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
