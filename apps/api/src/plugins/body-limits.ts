import { Transform, type Readable } from "node:stream";
import { INVITATION_IMPORT_MAX_CHARS, SCIM_CONTENT_TYPE } from "@leadcoach/api/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasSignedInSession } from "./session";

/** Every JSON body but an upload: the largest real one (a goal with its milestones) is a few KB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** A profile with its avatar: the avatar's data URL is at most 400,000 characters. */
export const UPLOAD_BODY_LIMIT = 512 * 1024;

/**
 * A bug report with its screenshot: a 5 MB image is 6,990,508 base64 characters, plus the report's
 * text fields (a few tens of KB at most).
 */
export const BUG_SCREENSHOT_BODY_LIMIT = 7.5 * 1024 * 1024;
/** The one-click unsubscribe: enough for `List-Unsubscribe=One-Click` or `{"token": ...}`; nothing larger has a reason to come. */
export const DIGEST_UNSUBSCRIBE_BODY_LIMIT = 1024;
/**
 * An invitation import: its CSV text as a JSON string, which escapes each quote and line break with one
 * more character (a file of nothing but those is refused, with 413).
 */
export const INVITATION_IMPORT_BODY_LIMIT = 2 * INVITATION_IMPORT_MAX_CHARS + 1024;
/** The largest body any route may take (the route ceiling Fastify checks; `limitFor` lowers it per call). */
export const LARGEST_BODY_LIMIT = BUG_SCREENSHOT_BODY_LIMIT;

/** The procedures that carry an upload, by path, with their limit: declared by their REST rows. */
export type UploadLimits = ReadonlyMap<string, number>;

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes a form body beside JSON (a REST row's `formBody`). */
    formBody?: boolean;
    /** A SCIM route (plugins/scim.ts): SCIM's media type beside JSON, its own limit, its own error bodies. */
    scim?: boolean;
    /** A route another site's page may post to (the SAML ACS): it trusts a signature, never the session. */
    crossSite?: boolean;
  }
}

/** The form encodings a route with `config.formBody` takes beside JSON. */
export const FORM_TYPES: readonly string[] = ["application/x-www-form-urlencoded", "multipart/form-data"];

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/** The procedures a `/trpc/a,b,c` URL names, decoded, so `%2C` cannot hide calls. */
export function trpcProcedures(url: string): string[] | null {
  const path = url.slice("/trpc/".length).split("?", 1)[0] ?? "";
  try {
    return decodeURIComponent(path).split(",");
  } catch {
    return null;
  }
}

/**
 * How many bytes this request may send: large only for a signed-in upload. A REST row's upload limit is
 * the route's own `bodyLimit`, which Fastify applies; /trpc has one route for every procedure, so its
 * limit is looked up by the procedures the URL names.
 */
function limitFor(request: FastifyRequest, uploads: UploadLimits): number {
  // An identity provider has no session: its token is checked by the SCIM plugin, before the body is read.
  if (request.routeOptions.config.scim === true) return request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT;
  if (!hasSignedInSession(request)) return JSON_BODY_LIMIT;
  if (request.url.startsWith("/trpc/")) {
    const procedures = trpcProcedures(request.url) ?? [];
    return Math.max(JSON_BODY_LIMIT, ...procedures.map((p) => uploads.get(p) ?? 0));
  }
  return request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT;
}

/** Stops reading a body (chunked ones included) as soon as it passes the limit. */
function capped(payload: Readable, limit: number): Readable {
  let received = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(httpError(413, "The request body is too large."));
      else callback(null, chunk);
    },
  });
  payload.on("error", (error) => stream.destroy(error));
  return payload.pipe(stream);
}

/**
 * Body work comes after the cheap checks: a body must be JSON (415 otherwise), and its size is capped
 * before it is read: small for everyone, large only for a signed-in caller of an upload procedure.
 */
export function registerBodyLimits(app: FastifyInstance, uploads: UploadLimits): void {
  // Fastify parses text/plain by default; no path here takes it.
  app.removeContentTypeParser("text/plain");

  app.addHook("onRequest", async (request, reply) => {
    if (!METHODS_WITH_BODY.has(request.method)) return;
    const hasBody =
      request.headers["transfer-encoding"] !== undefined ||
      Number(request.headers["content-length"] ?? 0) > 0;
    if (!hasBody) return;
    const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase();
    // A REST row may take a form (`formBody`: the one-click unsubscribe, RFC 8058); its route reads no field.
    if (request.routeOptions.config.formBody === true && FORM_TYPES.includes(type ?? "")) return;
    if (request.routeOptions.config.scim === true) {
      if (type === "application/json" || type === SCIM_CONTENT_TYPE) return;
      // Thrown, so the SCIM plugin answers it in its own error schema.
      throw httpError(415, `Send the request body as SCIM JSON (Content-Type: ${SCIM_CONTENT_TYPE}).`);
    }
    if (type !== "application/json") {
      return reply
        .code(415)
        .send({ message: "Send the request body as JSON (Content-Type: application/json)." });
    }
  });

  app.addHook("preParsing", async (request, _reply, payload) => {
    const limit = limitFor(request, uploads);
    const declared = request.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > limit) throw httpError(413, "The request body is too large.");
      // Fastify refuses a body longer than its declared length, so only a chunked one needs counting.
      return payload;
    }
    return capped(payload, limit);
  });
}
