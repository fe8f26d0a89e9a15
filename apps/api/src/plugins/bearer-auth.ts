import {
  authenticateBearer,
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
  type BearerAuthentication,
} from "@leadcoach/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContextDeps } from "../context";
import { SCIM_PREFIX } from "./scim";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on a request that carries `Authorization: Bearer`: whom it speaks for, or why it is refused. */
    bearer?: BearerAuthentication;
  }
}

/**
 * The request's `Authorization` header when it uses the Bearer scheme. Other schemes (a proxy's Basic
 * credentials, which browsers resend on their own) carry nothing of the app's and are left alone.
 */
export function bearerAuthorization(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header !== undefined && /^bearer(\s|$)/i.test(header) ? header : undefined;
}

/** True for a request that a valid personal access token speaks for. */
export function hasValidBearer(request: FastifyRequest): boolean {
  return request.bearer?.ok === true;
}

/**
 * Personal access tokens. Registered before the session plugin: a Bearer request has its Cookie header
 * removed before anything reads it, so it is the token's owner within the token's scope and nothing more;
 * a session cookie never upgrades it, and it never creates, renews or ends a session. A refused token is
 * answered here with 401 (or 429 and Retry-After), except on /trpc, where the context builder answers in
 * tRPC's own error shape (the Retry-After header set here goes with it).
 */
export function registerBearerAuth(app: FastifyInstance, deps: ContextDeps): void {
  app.addHook("onRequest", async (request, reply) => {
    // SCIM checks its own tokens (plugins/scim.ts); an identity provider never has a session.
    if (request.url.startsWith(`${SCIM_PREFIX}/`)) {
      delete request.headers.cookie;
      return;
    }
    const authorization = bearerAuthorization(request);
    if (authorization === undefined) return;
    delete request.headers.cookie;
    try {
      request.bearer = await authenticateBearer(deps, authorization);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return reply.code(503).header("retry-after", "1").send({ message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const result = request.bearer;
    if (result.ok) return;
    if (result.status === 429) void reply.header("retry-after", String(result.retryAfterSeconds));
    if (!request.url.startsWith("/trpc/")) return reply.code(result.status).send({ message: result.message });
  });
}
