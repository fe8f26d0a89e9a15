import { createHash } from "node:crypto";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";
import { DOCS_THEME_CSS } from "./docs-theme";

/** The document changes only with a deploy; a client revalidates after this with its ETag. */
const DOCUMENT_MAX_AGE_SECONDS = 300;

/**
 * GET /api/openapi.json and /api/docs (Swagger UI, served from the @fastify/swagger-ui package: no CDN).
 * Both are public: the paths they describe are in the specification. The document is built on first
 * request and kept (about 0.1 s of zod-to-JSON-Schema work no start-up or test server should pay for).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  let built: { document: OpenApiDocument; json: string; etag: string } | undefined;
  const current = () => {
    if (!built) {
      const document = buildOpenApiDocument({ sessionCookieName: app.sessions.cookieName });
      const json = JSON.stringify(document);
      const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
      built = { document, json, etag };
    }
    return built;
  };

  app.get("/api/openapi.json", async (request, reply) => {
    const { json, etag } = current();
    void reply.header("cache-control", `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}`).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(json);
  });

  // Swagger UI needs @fastify/swagger; in static mode it collects nothing from routes. Its placeholder
  // document is never served: the UI's /api/docs/json and /api/docs/yaml answer with the generated one.
  await app.register(swagger, {
    mode: "static",
    specification: {
      document: { openapi: "3.0.3", info: { title: "LeadCoach API", version: "1.0.0" }, paths: {} },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    theme: {
      title: "LeadCoach API reference",
      css: [{ filename: "leadcoach.css", content: DOCS_THEME_CSS }],
    },
    // The schema validator badge would call validator.swagger.io.
    validatorUrl: false,
    transformSpecification: () => current().document,
    transformSpecificationClone: false,
    // No top bar: its "Explore" box would load other documents.
    uiConfig: {
      layout: "BaseLayout",
      // Deep links put a link inside each operation's toggle button (nested controls).
      deepLinking: false,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
  });
}
