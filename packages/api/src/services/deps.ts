import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "../config";
import type { Context, SessionControl } from "../context";
import type { SessionUser } from "./users/session-user";

/**
 * Every service a procedure calls has one shape: `(deps, caller, input)`, with `input` left out when
 * there is none. `deps` is what the service may use, `caller` who is asking (the signed-in
 * `SessionUser`, a `Visitor` for the public auth services, or `SessionUser | null` for content anyone
 * may read), `input` the parsed zod input. Services throw `AppError` and keep their SQL in the domain's
 * `queries.ts`.
 */
export interface ServiceDeps {
  db: DB;
  config: ApiConfig;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
}

/** Someone who may not be signed in, as the services that sign in and out see them. */
export interface Visitor {
  /** The client's address, for rate limits. */
  ip: string;
  /** The only way a service signs anyone in or out. */
  session: SessionControl;
}

/** A signed-in visitor: for a service that acts on the caller's own session (a password change re-issues it). */
export interface SignedInVisitor extends Visitor {
  user: SessionUser;
}

/** The services' dependencies, taken from a procedure's context. */
export function deps(ctx: Context): ServiceDeps {
  return { db: ctx.db, config: ctx.config, now: ctx.now };
}

export function visitor(ctx: Context): Visitor {
  return { ip: ctx.clientIp, session: ctx.session };
}

export function signedInVisitor(ctx: Context & { user: SessionUser }): SignedInVisitor {
  return { ...visitor(ctx), user: ctx.user };
}
