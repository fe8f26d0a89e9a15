import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves the built SPA; any other GET that wants HTML gets index.html (client-side routes). */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; the one the browser accepts is sent (Content-Encoding).
      preCompressed: true,
      // Source maps stay on the build machine.
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url.startsWith("/trpc/");
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (!isApi && wantsHtml && hasWeb) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send({ message: "Not found" });
  });
}
