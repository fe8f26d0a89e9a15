import {
  authenticateScim,
  createScimGroup,
  createScimUser,
  deleteScimGroupById,
  deleteScimUser,
  getScimGroup,
  getScimUser,
  isDatabaseUnavailable,
  listScimGroupsPage,
  listScimUsersPage,
  patchScimGroup,
  patchScimUser,
  replaceScimGroup,
  replaceScimUser,
  ScimError,
  scimErrorBody,
  scimResourceType,
  scimResourceTypes,
  scimSchema,
  scimSchemas,
  scimServiceProviderConfig,
  SERVICE_UNAVAILABLE_MESSAGE,
  type ScimDeps,
} from "@leadcoach/api";
import { SCIM_BODY_LIMIT, SCIM_CONTENT_TYPE } from "@leadcoach/api/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContextDeps } from "../context";

/** Where SCIM answers; the bearer-token and session plugins leave these paths to it. */
export const SCIM_PREFIX = "/scim/v2";

const SCIM_TYPE = `${SCIM_CONTENT_TYPE}; charset=utf-8`;
const UNAUTHORIZED = "A valid SCIM bearer token is required (Authorization: Bearer ...).";

type Query = Partial<Record<string, string | string[]>>;
const one = (query: Query, name: string): string | undefined => {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
};

function sendError(reply: FastifyReply, status: number, detail: string, scimType?: ScimError["scimType"]) {
  return reply
    .code(status)
    .type(SCIM_TYPE)
    .header("cache-control", "no-store")
    .send(scimErrorBody(status, detail, scimType));
}

/**
 * SCIM 2.0 (RFC 7643, 7644) for identity providers: its own protocol, content type and error schema, so
 * a plugin of its own beside the REST table. Every route needs a SCIM token a super admin created (or
 * the server's `SCIM_BEARER_TOKEN`), takes `application/scim+json` or `application/json` up to
 * `SCIM_BODY_LIMIT`, and answers in SCIM's error schema.
 */
export async function registerScim(
  app: FastifyInstance,
  deps: ContextDeps,
  options: { envToken: string | null },
): Promise<void> {
  await app.register(
    async (scim) => {
      scim.addContentTypeParser(
        SCIM_CONTENT_TYPE,
        { parseAs: "string" },
        scim.getDefaultJsonParser("error", "error"),
      );

      scim.addHook("onRoute", (route) => {
        route.config = { ...route.config, scim: true };
        route.bodyLimit = SCIM_BODY_LIMIT;
      });

      scim.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
        if (error instanceof ScimError) return sendError(reply, error.status, error.message, error.scimType);
        if (!error.statusCode && isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, "database unavailable");
          return sendError(reply.header("retry-after", "1"), 503, SERVICE_UNAVAILABLE_MESSAGE);
        }
        const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        if (status >= 500) {
          request.log.error({ err: error }, "SCIM request failed");
          return sendError(reply, 500, "Something went wrong.");
        }
        // Fastify's own refusals: malformed JSON, a forbidden key, a body too large or of another type.
        const syntax =
          error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError || status === 400;
        return sendError(reply, status, error.message, syntax ? "invalidSyntax" : undefined);
      });

      scim.setNotFoundHandler((request, reply) =>
        sendError(reply, 404, `Nothing answers ${request.method} ${request.url.split("?", 1)[0] ?? ""}.`),
      );

      scim.addHook("onRequest", async (request, reply) => {
        void reply.type(SCIM_TYPE).header("cache-control", "no-store");
        if (!(await authenticateScim(deps, request.headers.authorization, options.envToken))) {
          return sendError(reply.header("www-authenticate", 'Bearer realm="scim"'), 401, UNAUTHORIZED);
        }
      });

      const scimDeps = (request: FastifyRequest): ScimDeps => ({ ...deps, ip: request.ip });
      const query = (request: FastifyRequest) => request.query as Query;
      const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
      const created = (reply: FastifyReply, resource: { meta: { location: string } }) =>
        reply.code(201).header("location", resource.meta.location).send(resource);

      scim.get("/ServiceProviderConfig", async () => scimServiceProviderConfig(deps.config));
      scim.get("/ResourceTypes", async () => scimResourceTypes(deps.config));
      scim.get("/ResourceTypes/:id", async (request) => {
        const found = scimResourceType(deps.config, idOf(request));
        if (!found) throw new ScimError(404, `Resource type ${idOf(request)} not found.`);
        return found;
      });
      scim.get("/Schemas", async () => scimSchemas(deps.config));
      scim.get("/Schemas/:id", async (request) => {
        const found = scimSchema(deps.config, idOf(request));
        if (!found) throw new ScimError(404, `Schema ${idOf(request)} not found.`);
        return found;
      });

      scim.post("/Users", async (request, reply) =>
        created(reply, await createScimUser(scimDeps(request), request.body)),
      );
      scim.get("/Users", async (request) =>
        listScimUsersPage(scimDeps(request), {
          filter: one(query(request), "filter"),
          startIndex: one(query(request), "startIndex"),
          count: one(query(request), "count"),
        }),
      );
      scim.get("/Users/:id", async (request) => getScimUser(scimDeps(request), idOf(request)));
      scim.put("/Users/:id", async (request) =>
        replaceScimUser(scimDeps(request), idOf(request), request.body),
      );
      scim.patch("/Users/:id", async (request) =>
        patchScimUser(scimDeps(request), idOf(request), request.body),
      );
      scim.delete("/Users/:id", async (request, reply) => {
        await deleteScimUser(scimDeps(request), idOf(request));
        return reply.code(204).send();
      });

      scim.post("/Groups", async (request, reply) =>
        created(reply, await createScimGroup(scimDeps(request), request.body)),
      );
      scim.get("/Groups", async (request) =>
        listScimGroupsPage(scimDeps(request), {
          filter: one(query(request), "filter"),
          startIndex: one(query(request), "startIndex"),
          count: one(query(request), "count"),
          excludedAttributes: one(query(request), "excludedAttributes"),
        }),
      );
      scim.get("/Groups/:id", async (request) =>
        getScimGroup(scimDeps(request), idOf(request), one(query(request), "excludedAttributes")),
      );
      scim.put("/Groups/:id", async (request) =>
        replaceScimGroup(scimDeps(request), idOf(request), request.body),
      );
      scim.patch("/Groups/:id", async (request) =>
        patchScimGroup(scimDeps(request), idOf(request), request.body),
      );
      scim.delete("/Groups/:id", async (request, reply) => {
        await deleteScimGroupById(scimDeps(request), idOf(request));
        return reply.code(204).send();
      });
    },
    { prefix: SCIM_PREFIX },
  );
}
