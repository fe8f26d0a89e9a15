import { createCaller } from "@leadcoach/api";
import { accountExportFileName } from "@leadcoach/api/schemas";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { restError } from "../rest/errors";

/**
 * GET /api/account/export: 'Download my data' as a file. Beside the REST table because the answer is an
 * attachment; it calls the same procedure (`account.exportData`), so a signed-out caller gets 401 as on /trpc.
 */
export function registerAccountExportDownload(app: FastifyInstance, deps: ContextDeps): void {
  app.get("/api/account/export", async (request, reply) => {
    try {
      const api = createCaller(await createRequestContext(deps, request, reply));
      const data = await api.account.exportData();
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${accountExportFileName(data.exportedAt.slice(0, 10))}"`,
        )
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    } catch (error) {
      const { status, message } = restError(error);
      if (status >= 500) request.log.error({ err: error }, "Data export failed");
      return reply.code(status).send({ message });
    }
  });
}
