import { findSessionUser, type ApiConfig, type Context } from "@leadcoach/api";
import type { DB } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionControl } from "./plugins/session";

export interface ContextDeps {
  db: DB;
  config: ApiConfig;
  now: () => Date;
}

/** One context builder for /trpc and /api, so both see the same user, rules and errors. */
export async function createRequestContext(
  deps: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
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
    config: deps.config,
    now: deps.now,
    log: request.log,
  };
}
