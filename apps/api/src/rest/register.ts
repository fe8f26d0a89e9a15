import { createCaller } from "@leadcoach/api";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { restError } from "./errors";
import { restRoutes } from "./routes";

export function registerRest(app: FastifyInstance, deps: ContextDeps, isProduction: boolean): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        try {
          const api = createCaller(await createRequestContext(deps, request, reply));
          const result = await route.call(api, request);
          return reply.code(route.status ?? 200).send(result);
        } catch (error) {
          const { status, message } = restError(error, isProduction);
          if (status >= 500) request.log.error({ err: error }, "REST call failed");
          return reply.code(status).send({ message });
        }
      },
    });
  }
}
