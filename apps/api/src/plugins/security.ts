import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import secureJson from "secure-json-parse";
import { trpcProcedures } from "./body-limits";
import { bearerAuthorization } from "./bearer-auth";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a state-changing request comes from the app's own pages (or from no browser at all). */
export function isSameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string") return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin) return true; // not a browser: curl, server-to-server, tests
  return allowedOrigins.has(origin) || origin === `${request.protocol}://${request.host}`;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Helmet's headers, worked out once. None depends on the request (no nonces: the pages' inline scripts
 * are allowed by their hashes), while the Fastify plugin builds a new helmet, parsing the whole policy,
 * on every request.
 */
export function securityHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw new Error("The security headers' options were refused.", { cause: error });
  });
  return response.getHeaders();
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { allowedOrigins: ReadonlySet<string>; maxBatchSize: number; https: boolean },
): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The CSP's frame-ancestors 'none' already forbids framing; DENY says the same to old browsers.
    frameguard: { action: "deny" },
    // Feedback links carry their token in the address (/feedback?token=): no Referer may carry it away.
    referrerPolicy: { policy: "no-referrer" },
    // Only a site served over HTTPS may pin browsers to HTTPS.
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // On the reply, so a route can still change one (the prerendered pages add their scripts' hashes).
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  // API answers carry personal data: no browser or proxy may keep a copy (unless a route says otherwise).
  app.addHook("onSend", async (request, reply) => {
    const api = request.url.startsWith("/api/") || request.url.startsWith("/trpc/");
    if (api && !reply.hasHeader("cache-control")) {
      void reply.header("cache-control", "no-store");
    }
  });

  app.addHook("onRequest", async (request, reply) => {
    // A Bearer request carries no cookie the server reads (plugins/bearer-auth.ts removes it), and no
    // browser attaches a Bearer header to a cross-site request on its own: forging one takes the token.
    const bearer = bearerAuthorization(request) !== undefined;
    const crossSiteAllowed = request.routeOptions.config.crossSite === true;
    if (
      !bearer &&
      !crossSiteAllowed &&
      !SAFE_METHODS.has(request.method) &&
      !isSameOrigin(request, options.allowedOrigins)
    ) {
      return reply.code(403).send({ message: "Cross-site requests are not allowed." });
    }
    // One HTTP request may carry only a few tRPC calls, so batching cannot multiply work or attempts.
    if (request.url.startsWith("/trpc/")) {
      const procedures = trpcProcedures(request.url);
      if (!procedures) return reply.code(400).send({ message: "The request path is not valid." });
      if (procedures.length > options.maxBatchSize) {
        return reply
          .code(400)
          .send({ message: `At most ${options.maxBatchSize} calls may be batched in one request.` });
      }
    }
  });

  // tRPC parses its own JSON (body and ?input=), so apply the same prototype-poisoning rule as Fastify's parser.
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/trpc/")) return;
    const input = (request.query as { input?: unknown } | undefined)?.input;
    for (const text of [request.body, input]) {
      if (typeof text !== "string" || !/"(__proto__|constructor)"/.test(text)) continue;
      try {
        secureJson.parse(text, undefined, { protoAction: "error", constructorAction: "error" });
      } catch {
        return reply
          .code(400)
          .send({ message: "The request contains a forbidden key (__proto__ or constructor)." });
      }
    }
  });
}
