import { createCaller } from "@leadcoach/api";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { restError } from "../rest/errors";

/** Enough for `List-Unsubscribe=One-Click` or `{"token": ...}`; nothing larger has a reason to come. */
export const DIGEST_UNSUBSCRIBE_BODY_LIMIT = 1024;

/**
 * POST /api/digest/unsubscribe?token=: the one-click unsubscribe of RFC 8058. A mail provider posts
 * `List-Unsubscribe=One-Click` as a form to the address in the digest's `List-Unsubscribe` header, with
 * no session: the signed token in the address is the credential, and the digest goes off at once. A
 * JSON body `{ "token" }` works too, for other clients. Calls the same procedure as the web page
 * (`digest.unsubscribe`), with its rate limit. Only POST changes anything: GET links get opened by
 * mail scanners.
 */
export async function registerDigestUnsubscribe(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await app.register(async (scope) => {
    // The form says nothing the route needs; it is read (within the limit) and dropped. Scoped to
    // this route: every other path still takes JSON only.
    scope.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data"],
      { parseAs: "string", bodyLimit: DIGEST_UNSUBSCRIBE_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(
      "/api/digest/unsubscribe",
      {
        // The address carries the token: keep it out of per-request info logs (redactSecrets covers ?token=).
        logLevel: "warn",
        bodyLimit: DIGEST_UNSUBSCRIBE_BODY_LIMIT,
        config: { formBody: true },
      },
      async (request, reply) => {
        const fromQuery = (request.query as Record<string, unknown>).token;
        const fromBody = (request.body as Record<string, unknown> | null | undefined)?.token;
        const token = typeof fromQuery === "string" ? fromQuery : fromBody;
        try {
          const api = createCaller(await createRequestContext(deps, request, reply));
          return reply.send(await api.digest.unsubscribe({ token: token as string }));
        } catch (error) {
          const { status, message } = restError(error);
          if (status >= 500) request.log.error({ err: error }, "digest unsubscribe failed");
          return reply.code(status).send({ message });
        }
      },
    );
  });
}
