import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "./config";
import type { AccessTokenScope } from "@leadcoach/db";
import type { SessionUser } from "./services/users/session-user";

/** The HTTP layer's session, seen from a procedure: the only way a procedure signs anyone in or out. */
export interface SessionControl {
  /** Issues a new session id (no fixation) bound to the user. */
  signIn(userId: number): Promise<void>;
  /** Deletes the session row and clears the cookie. */
  signOut(): Promise<void>;
  /** When this session's owner last signed in through single sign-on (ms), or null: steps that need a fresh sign-in check it. */
  ssoVerifiedAt(): number | null;
}

/**
 * A personal access token sent as `Authorization: Bearer`: the request acts as the token's owner, within
 * its scope (read-only tokens are refused on every mutation), and reaches admin procedures only when the
 * owner is an admin and the token grants `admin`.
 */
export interface TokenCredential {
  kind: "token";
  tokenId: number;
  scope: AccessTokenScope;
  admin: boolean;
}

/**
 * How the caller proved who they are. A browser's session cookie, or a personal access token sent as
 * `Authorization: Bearer`. Never both at once: a request with an Authorization header has its cookie ignored.
 */
export type Credential = { kind: "session" } | TokenCredential;

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Context {
  db: DB;
  user: SessionUser | null;
  session: SessionControl;
  credential: Credential;
  clientIp: string;
  config: ApiConfig;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  log: Logger;
}
