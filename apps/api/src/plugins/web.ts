import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { firstNameOf } from "@leadcoach/api/schemas";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

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

/** CSP sources allowing exactly the inline scripts of a page (a prerendered page's colour-scheme script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/**
 * Where the build's dashboard shell (dashboard.html) names the person: the greeting's first name,
 * filled in per request. Must match FIRST_NAME_SLOT in apps/web/src/prerender.tsx.
 */
export const FIRST_NAME_SLOT = "__LEADCOACH_FIRST_NAME__";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Sends a page made per request compressed as the browser accepts (brotli at quality 4 costs about what
 * gzip does). Done here because the compression plugin's hooks belong to routes, and pages are the
 * not-found handler's; the shell with its inline styles is about 130 KB, 20 KB compressed.
 */
function sendCompressed(reply: FastifyReply, acceptEncoding: string | undefined, body: string): FastifyReply {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  const vary = String(reply.getHeader("vary") ?? "");
  void reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body);
  return reply.header("content-encoding", encoding).send(compressed);
}

/** A page the build rendered ahead of time, and the CSP sources of its inline scripts. */
interface PrerenderedPage {
  file: string;
  html: string;
  scriptSources: string[];
}

function prerendered(webDist: string, file: string): PrerenderedPage | null {
  const path = join(webDist, file);
  if (!existsSync(path)) return null;
  const html = readFileSync(path, "utf8");
  return { file, html, scriptSources: inlineScriptHashes(html) };
}

/** Page paths whose answer depends on the session (a prerendered page for one kind of visitor). */
const SESSION_DEPENDENT_PATHS = new Set(["/", "/dashboard", "/login"]);

/**
 * Serves the built SPA; any other page request gets index.html (client-side routes). Where the build
 * wrote a prerendered page, the first response already shows the page, so a slow connection paints it
 * from this one response and the app takes over once loaded:
 * - signed out: landing.html for "/" and "/dashboard" (both show the landing page), login.html for "/login";
 * - signed in: dashboard.html for "/" and "/dashboard", the header frame and the dashboard's heading
 *   and greeting with the person's first name filled in, its figures as skeletons.
 * "Signed in" is the session as the server loaded it: an expired or revoked cookie counts as signed out.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, "index.html"));
  const landing = prerendered(webDist, "landing.html");
  const login = prerendered(webDist, "login.html");
  const dashboard = prerendered(webDist, "dashboard.html");
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; the one the browser accepts is sent (Content-Encoding).
      preCompressed: true,
      // Source maps stay on the build machine; the dashboard shell only goes out with a name filled in.
      allowedPath: (pathName) => !pathName.endsWith(".map") && !pathName.startsWith("/dashboard.html"),
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  /** The page's own inline scripts are allowed by their hashes; every other inline script stays refused. */
  function allowInlineScripts(reply: FastifyReply, page: PrerenderedPage): void {
    const csp = String(reply.getHeader("content-security-policy") ?? "");
    if (csp && page.scriptSources.length > 0) {
      void reply.header(
        "content-security-policy",
        csp.replace("script-src 'self'", `script-src 'self' ${page.scriptSources.join(" ")}`),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || !wantsPage(request.method, request.url, request.headers.accept)) {
      return reply.code(404).send({ message: "Not found" });
    }
    void reply.header("cache-control", "no-cache");
    const path = request.url.split("?", 1)[0] ?? "/";
    if (!SESSION_DEPENDENT_PATHS.has(path)) return reply.sendFile("index.html");
    // These differ by session cookie: a cache must not hand one visitor's copy to another.
    void reply.header("vary", "Cookie");
    const signedIn = request.session?.get("userId") !== undefined;
    // null: the session outlived its account (deleted or deactivated); the app shows the visitor's pages.
    const user = signedIn ? request.loadedSessionUser : null;
    const home = path === "/" || path === "/dashboard";
    if (user === undefined) return reply.sendFile("index.html");
    if (user && home && dashboard) {
      allowInlineScripts(reply, dashboard);
      // The person's name is in it: no cache keeps a copy.
      void reply.header("cache-control", "no-store");
      const html = dashboard.html.replaceAll(FIRST_NAME_SLOT, escapeHtml(firstNameOf(user.name)));
      return sendCompressed(reply.type("text/html; charset=utf-8"), request.headers["accept-encoding"], html);
    }
    const page = user ? null : home ? landing : login;
    if (!page) return reply.sendFile("index.html");
    allowInlineScripts(reply, page);
    return reply.sendFile(page.file);
  });
}
