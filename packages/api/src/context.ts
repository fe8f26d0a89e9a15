import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "./config";
import type {
  Credential,
  Logger,
  ServiceDeps,
  SessionControl,
  SessionUser,
  SignedInVisitor,
  Visitor,
} from "./services/deps";

export type { Credential, Logger, SessionControl, TokenCredential } from "./services/deps";

export interface Context {
  db: DB;
  user: SessionUser | null;
  session: SessionControl;
  credential: Credential;
  clientIp: string;
  clientUserAgent: string | null;
  config: ApiConfig;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  log: Logger;
}

/** The services' dependencies, taken from a procedure's context. */
export function deps(ctx: Context): ServiceDeps {
  return { db: ctx.db, config: ctx.config, now: ctx.now };
}

export function visitor(ctx: Context): Visitor {
  return { ip: ctx.clientIp, userAgent: ctx.clientUserAgent, session: ctx.session };
}

export function signedInVisitor(ctx: Context & { user: SessionUser }): SignedInVisitor {
  return { ...visitor(ctx), user: ctx.user };
}

/**
 * A procedure's resolver for a service of the usual shape, `(deps, caller, input)`, whose caller is the
 * context's user (signed in on a protected procedure, maybe null on a public one):
 * `.query(serve(listGoals))` reads as the wiring it is.
 */
export function serve<Caller extends SessionUser | null, Input, Output>(
  service: (deps: ServiceDeps, caller: Caller, input: Input) => Output,
) {
  return ({ ctx, input }: { ctx: Context & { user: Caller }; input: Input }): Output =>
    service(deps(ctx), ctx.user, input);
}

/**
 * As `serve`, for a service whose caller is the signed-in visitor (the user and their address, which an
 * admin action's audit event records): `.mutation(serveVisitor(setPersonRole))`.
 */
export function serveVisitor<Input, Output>(
  service: (deps: ServiceDeps, caller: SignedInVisitor, input: Input) => Output,
) {
  return ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: Input }): Output =>
    service(deps(ctx), signedInVisitor(ctx), input);
}
