import { isDatabaseUnavailable, scim as service, SERVICE_UNAVAILABLE_MESSAGE } from "@leadcoach/api";
import { SCIM_BODY_LIMIT, SCIM_CONTENT_TYPE } from "@leadcoach/api/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContextDeps } from "../context";

/** Where SCIM answers; the bearer-token and session plugins leave these paths to it. */
export const SCIM_PREFIX = "/scim/v2";

const SCIM_TYPE = `${SCIM_CONTENT_TYPE}; charset=utf-8`;
const UNAUTHORIZED = "A valid SCIM bearer token is required (Authorization: Bearer ...).";

function sendError(
  reply: FastifyReply,
  status: number,
  detail: string,
  scimType?: service.ScimError["scimType"],
) {
  return reply
    .code(status)
    .type(SCIM_TYPE)
    .header("cache-control", "no-store")
    .send(service.scimErrorBody(status, detail, scimType));
}

interface ListQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
  excludedAttributes?: string;
}

interface ResourceHandlers {
  create(deps: service.ScimDeps, body: unknown): Promise<{ meta: { location: string } }>;
  list(deps: service.ScimDeps, query: ListQuery): Promise<unknown>;
  get(deps: service.ScimDeps, id: string, query: ListQuery): Promise<unknown>;
  replace(deps: service.ScimDeps, id: string, body: unknown): Promise<unknown>;
  patch(deps: service.ScimDeps, id: string, body: unknown): Promise<unknown>;
  remove(deps: service.ScimDeps, id: string): Promise<void>;
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
    async (scope) => {
      scope.addContentTypeParser(
        SCIM_CONTENT_TYPE,
        { parseAs: "string" },
        scope.getDefaultJsonParser("error", "error"),
      );

      scope.addHook("onRoute", (route) => {
        route.config = { ...route.config, scim: true };
        route.bodyLimit = SCIM_BODY_LIMIT;
      });

      scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
        if (error instanceof service.ScimError)
          return sendError(reply, error.status, error.message, error.scimType);
        if (!error.statusCode && isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, "database unavailable");
          return sendError(reply.header("retry-after", "1"), 503, SERVICE_UNAVAILABLE_MESSAGE);
        }
        const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        if (status >= 500) {
          request.log.error({ err: error }, "SCIM request failed");
          return sendError(reply, 500, "Something went wrong.");
        }
        // Fastify's own refusals: malformed JSON or a forbidden key (400), a body too large (413) or not JSON (415).
        return sendError(reply, status, error.message, status === 400 ? "invalidSyntax" : undefined);
      });

      scope.setNotFoundHandler((request, reply) =>
        sendError(reply, 404, `Nothing answers ${request.method} ${request.url.split("?", 1)[0] ?? ""}.`),
      );

      scope.addHook("onRequest", async (request, reply) => {
        void reply.type(SCIM_TYPE).header("cache-control", "no-store");
        if (!(await service.authenticateScim(deps, request.headers.authorization, options.envToken))) {
          return sendError(reply.header("www-authenticate", 'Bearer realm="scim"'), 401, UNAUTHORIZED);
        }
      });

      const scimDeps = (request: FastifyRequest): service.ScimDeps => ({ ...deps, ip: request.ip });
      const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
      /** A list's query parameters (only the first of a repeated one counts). */
      const listQuery = (request: FastifyRequest): ListQuery => {
        const query = request.query as Partial<Record<string, string | string[]>>;
        const one = (name: string) => [query[name]].flat()[0];
        return {
          filter: one("filter"),
          startIndex: one("startIndex"),
          count: one("count"),
          excludedAttributes: one("excludedAttributes"),
        };
      };
      const found = <T>(resource: T | undefined, what: string): T => {
        if (resource === undefined) throw new service.ScimError(404, `${what} not found.`);
        return resource;
      };

      scope.get("/ServiceProviderConfig", async () => service.serviceProviderConfig(deps.config));
      scope.get("/ResourceTypes", async () => service.resourceTypes(deps.config));
      scope.get("/ResourceTypes/:id", async (request) =>
        found(service.resourceType(deps.config, idOf(request)), `Resource type ${idOf(request)}`),
      );
      scope.get("/Schemas", async () => service.schemas(deps.config));
      scope.get("/Schemas/:id", async (request) =>
        found(service.schema(deps.config, idOf(request)), `Schema ${idOf(request)}`),
      );

      /** The six routes of a resource type, each calling its service. */
      const resource = (path: string, handlers: ResourceHandlers) => {
        scope.post(path, async (request, reply) => {
          const made = await handlers.create(scimDeps(request), request.body);
          return reply.code(201).header("location", made.meta.location).send(made);
        });
        scope.get(path, async (request) => handlers.list(scimDeps(request), listQuery(request)));
        scope.get(`${path}/:id`, async (request) =>
          handlers.get(scimDeps(request), idOf(request), listQuery(request)),
        );
        scope.put(`${path}/:id`, async (request) =>
          handlers.replace(scimDeps(request), idOf(request), request.body),
        );
        scope.patch(`${path}/:id`, async (request) =>
          handlers.patch(scimDeps(request), idOf(request), request.body),
        );
        scope.delete(`${path}/:id`, async (request, reply) => {
          await handlers.remove(scimDeps(request), idOf(request));
          return reply.code(204).send();
        });
      };
      resource("/Users", {
        create: service.createScimUser,
        list: service.listScimUsersPage,
        get: (deps, id) => service.getScimUser(deps, id),
        replace: service.replaceScimUser,
        patch: service.patchScimUser,
        remove: service.deleteScimUser,
      });
      resource("/Groups", {
        create: service.createScimGroup,
        list: service.listScimGroupsPage,
        get: (deps, id, query) => service.getScimGroup(deps, id, query.excludedAttributes),
        replace: service.replaceScimGroup,
        patch: service.patchScimGroup,
        remove: service.deleteScimGroupById,
      });
    },
    { prefix: SCIM_PREFIX },
  );
}
