import { appRouter, type AppRouter } from "@leadcoach/api";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";

/** `uploadBodyLimit` is the route's ceiling; body-limits.ts lowers it for every call but an upload. */
export async function registerTrpc(
  app: FastifyInstance,
  deps: ContextDeps,
  uploadBodyLimit: number,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      route.bodyLimit = uploadBodyLimit;
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => createRequestContext(deps, req, res),
        onError({ error, path }) {
          if (error.code === "INTERNAL_SERVER_ERROR")
            app.log.error({ err: error.cause ?? error, path }, "procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });
}
