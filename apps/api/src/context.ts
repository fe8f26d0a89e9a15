import {
  AppError,
  findSessionUser,
  TOKEN_SESSION_ONLY_MESSAGE,
  type ApiConfig,
  type Context,
  type SessionControl,
} from "@leadcoach/api";
import type { DB } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionControl } from "./plugins/session";

export interface ContextDeps {
  db: DB;
  config: ApiConfig;
  now: () => Date;
}

/**
 * A token request has no session to sign in or out of: session-only procedures refuse tokens before
 * any of this is reached, and this refuses again should one ever slip through.
 */
const noSession: SessionControl = {
  signIn: () => Promise.reject(new AppError("FORBIDDEN", TOKEN_SESSION_ONLY_MESSAGE)),
  signOut: () => Promise.reject(new AppError("FORBIDDEN", TOKEN_SESSION_ONLY_MESSAGE)),
  beginSecondFactor: () => Promise.reject(new AppError("FORBIDDEN", TOKEN_SESSION_ONLY_MESSAGE)),
  pendingSecondFactor: () => null,
  ssoVerifiedAt: () => null,
  sidHash: () => null,
};

/** One context builder for /trpc and /api, so both see the same user, rules and errors. */
export async function createRequestContext(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  // A Bearer request is its token's owner, whatever cookie it came with (plugins/bearer-auth.ts).
  const bearer = request.bearer;
  if (bearer) {
    if (!bearer.ok) {
      throw new TRPCError({
        code: bearer.status === 429 ? "TOO_MANY_REQUESTS" : "UNAUTHORIZED",
        message: bearer.message,
      });
    }
    return {
      db: deps.db,
      user: bearer.user,
      session: noSession,
      credential: bearer.credential,
      clientIp: request.ip,
      clientUserAgent: request.headers["user-agent"] ?? null,
      config: deps.config,
      now: deps.now,
      log: request.log,
    };
  }
  const userId = request.session?.get("userId");
  let user: Context["user"] = null;
  if (userId !== undefined) {
    try {
      const loaded = request.loadedSessionUser;
      user = loaded === null || loaded?.id === userId ? loaded : await findSessionUser(deps.db, userId);
    } catch (cause) {
      throw new TRPCError({
        code: "SERVICE_UNAVAILABLE",
        message: "The service is temporarily unavailable. Please try again in a moment.",
        cause,
      });
    }
  }
  return {
    db: deps.db,
    user,
    session: sessionControl(request, reply),
    credential: { kind: "session" },
    clientIp: request.ip,
    clientUserAgent: request.headers["user-agent"] ?? null,
    config: deps.config,
    now: deps.now,
    log: request.log,
  };
}
