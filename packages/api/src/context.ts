import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "./config";
import type { SessionUser } from "./services/users/session-user";

/** The HTTP layer's session, seen from a procedure: the only way a procedure signs anyone in or out. */
export interface SessionControl {
  /** Issues a new session id (no fixation) bound to the user. */
  signIn(userId: number): Promise<void>;
  /** Deletes the session row and clears the cookie. */
  signOut(): Promise<void>;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Context {
  db: DB;
  user: SessionUser | null;
  session: SessionControl;
  clientIp: string;
  config: ApiConfig;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  log: Logger;
}
