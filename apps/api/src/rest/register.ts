import { createCaller } from "@leadcoach/api";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { hasSignedInSession } from "../plugins/session";
import { restError } from "./errors";
import { callRoute, restRoutes } from "./routes";

const isJsonObject = (value: unknown) =>
  value === undefined || (typeof value === "object" && value !== null && !Array.isArray(value));

export function registerRest(app: FastifyInstance, deps: ContextDeps): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      // Signed out is refused before a byte of the body is read.
      preParsing: route.public
        ? undefined
        : async (request, reply) => {
            if (!hasSignedInSession(request)) {
              return reply.code(401).send({ message: "Please sign in to continue." });
            }
          },
      handler: async (request, reply) => {
        if (!isJsonObject(request.body)) {
          return reply.code(400).send({ message: "The request body must be a JSON object." });
        }
        try {
          const api = createCaller(await createRequestContext(deps, request, reply));
          const result = await callRoute(api, route, request);
          if (route.file) {
            const file = route.file.from(result);
            return reply
              .code(route.status ?? 200)
              .type(route.file.contentType)
              .header("content-disposition", `attachment; filename="${file.filename}"`)
              .headers(file.headers ?? {})
              .send(file.text);
          }
          if (!route.reply) return reply.code(route.status ?? 200).send(result);
          const shaped = route.reply.from(result);
          return reply
            .code(route.status ?? 200)
            .headers(shaped.headers)
            .send(shaped.body);
        } catch (error) {
          const { status, message } = restError(error);
          if (status >= 500) request.log.error({ err: error }, "REST call failed");
          return reply.code(status).send({ message });
        }
      },
    });
  }
}
