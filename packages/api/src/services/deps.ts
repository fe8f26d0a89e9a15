import type { AccessTokenScope, DB, Role } from "@leadcoach/db";
import type { ApiConfig } from "../config";
import type { PendingSecondFactor, SignInVia } from "../schemas/two-factor";
import type { PublicUser } from "../schemas/users";

/**
 * What a service needs, defined here and built by tRPC's `context.ts`: services never import the
 * context or the procedures. Every service a procedure calls has one shape: `(deps, caller, input)`,
 * with `input` left out when there is none. `deps` is what the service may use, `caller` who is asking
 * (the signed-in `SessionUser`, a `Visitor` for the public auth services, or `SessionUser | null` for
 * content anyone may read), `input` the parsed zod input. Services throw `AppError` and keep their SQL
 * in the domain's `queries.ts`.
 */
export interface ServiceDeps {
  db: DB;
  config: ApiConfig;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
}

/** The signed-in user, as every service sees the caller. */
export type SessionUser = PublicUser & { role: Role };

/** The HTTP layer's session, seen from a service: the only way anyone is signed in or out. */
export interface SessionControl {
  /** Issues a new session id (no fixation) bound to the user. */
  signIn(userId: number): Promise<void>;
  /** Deletes the session row and clears the cookie. */
  signOut(): Promise<void>;
  /**
   * The first step of a sign-in is done (password or single sign-on) and a second factor is due: a new
   * session id that is NOT signed in (`ctx.user` stays null) remembers the user and when, for
   * SECOND_FACTOR_PENDING_MS. `signIn` (after the second step) or `signOut` ends it.
   */
  beginSecondFactor(userId: number, via?: SignInVia): Promise<void>;
  /** The pending second step of this session, or null when there is none or it expired. */
  pendingSecondFactor(): PendingSecondFactor | null;
  /** When this session's owner last signed in through single sign-on (ms), or null: steps that need a fresh sign-in check it. */
  ssoVerifiedAt(): number | null;
  /** The stored key (sha256) of this request's session, or null when it has none: marks 'this device'. */
  sidHash(): string | null;
}

/** Someone who may not be signed in, as the services that sign in and out see them. */
export interface Visitor {
  /** The client's address, for rate limits and security e-mails. */
  ip: string;
  /** The client's User-Agent header, for security e-mails; null or left out when unknown. */
  userAgent?: string | null;
  /** The only way a service signs anyone in or out. */
  session: SessionControl;
}

/** A signed-in visitor: for a service that acts on the caller's own session (a password change re-issues it). */
export interface SignedInVisitor extends Visitor {
  user: SessionUser;
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

/** Where background jobs and mail transports write what happened. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
