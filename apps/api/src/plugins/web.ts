import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Paths that never name a page: an unknown one is a 404, never the app. */
const NON_PAGE_PREFIXES = ["/api/", "/trpc/", "/assets/"];

/**
 * True when a GET should be answered with the app: any client except one asking for JSON
 * specifically. Browsers send text/html; curl and many tools send star/star and must get the page too.
 */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== "GET") return false;
  const path = url.split("?", 1)[0] ?? url;
  if (path === "/api" || path === "/trpc" || NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return false;
  }
  // A file name with an extension (a missing /favicon.png, /robots.txt) is not a client-side route.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const value = (accept ?? "").toLowerCase();
  if (value.includes("text/html")) return true;
  return !value.includes("application/json");
}

/** CSP sources allowing exactly the inline scripts of a page (the colour-scheme script of landing.html). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/**
 * Serves the built SPA; any other page request gets index.html (client-side routes). "/" for a visitor
 * with no session cookie gets landing.html when the build wrote one: the landing page already rendered,
 * so a slow connection paints it from this one response.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, "index.html"));
  const landingFile = join(webDist, "landing.html");
  const landingScripts = existsSync(landingFile)
    ? inlineScriptHashes(readFileSync(landingFile, "utf8"))
    : null;
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
    if (hasWeb && wantsPage(request.method, request.url, request.headers.accept)) {
      void reply.header("cache-control", "no-cache");
      const path = request.url.split("?", 1)[0];
      // "/" differs by session cookie: a cache must not hand the visitors' copy to someone signed in.
      if (path === "/") void reply.header("vary", "Cookie");
      if (landingScripts && path === "/" && !request.cookies[app.sessions.cookieName]) {
        // The page's own inline script is allowed by its hash; every other inline script stays refused.
        const csp = String(reply.getHeader("content-security-policy") ?? "");
        if (csp && landingScripts.length > 0) {
          void reply.header(
            "content-security-policy",
            csp.replace("script-src 'self'", `script-src 'self' ${landingScripts.join(" ")}`),
          );
        }
        return reply.sendFile("landing.html");
      }
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({ message: "Not found" });
  });
}
