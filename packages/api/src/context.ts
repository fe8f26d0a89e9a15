import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "./config";
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
 * How the caller proved who they are. A browser's session cookie, or a personal access token sent as
 * `Authorization: Bearer` (the token variant is added by the tokens domain). Never both at once.
 */
export type Credential = { kind: "session" };

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
