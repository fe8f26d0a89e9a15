import { getBugScreenshot, toTrpcError } from "@leadcoach/api";
import { ZBugReportIdInput } from "@leadcoach/api/schemas";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { restError } from "../rest/errors";
import { hasSignedInSession } from "./session";

const extensions = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;

/**
 * A bug report's screenshot as the image itself (the REST table answers JSON only), for its reporter
 * or an admin: the same service rules as the report (`getBugScreenshot`), 404 for anyone else.
 */
export function registerBugScreenshots(app: FastifyInstance, deps: ContextDeps): void {
  app.get<{ Params: { id: string } }>("/api/bug-reports/:id/screenshot", async (request, reply) => {
    if (!hasSignedInSession(request)) {
      return reply.code(401).send({ message: "Please sign in to continue." });
    }
    try {
      const ctx = await createRequestContext(deps, request, reply);
      if (!ctx.user) return reply.code(401).send({ message: "Please sign in to continue." });
      const input = ZBugReportIdInput.safeParse({ id: Number(request.params.id) });
      if (!input.success) return reply.code(400).send({ message: "id must be a numeric id" });
      const image = await getBugScreenshot(deps, ctx.user, input.data);
      return reply
        .header("content-type", image.contentType)
        .header("content-length", image.bytes.length)
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          `inline; filename="bug-report-${input.data.id}.${extensions[image.contentType]}"`,
        )
        .header("cache-control", "private, no-store")
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    } catch (error) {
      const { status, message } = restError(toTrpcError(error));
      if (status >= 500) request.log.error({ err: error }, "bug screenshot failed");
      return reply.code(status).send({ message });
    }
  });
}
