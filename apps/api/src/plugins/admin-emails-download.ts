import { createCaller } from "@leadcoach/api";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { restError } from "../rest/errors";

/**
 * GET /api/admin/download-emails: the super admin's `user_emails.csv`. Beside the REST table because the
 * answer is a file, not JSON; it calls the same procedure (`admin.userEmails`), so a signed-out caller
 * gets 401 and anyone but a super admin 403, as on /trpc.
 */
export function registerAdminEmailsDownload(app: FastifyInstance, deps: ContextDeps): void {
  app.get("/api/admin/download-emails", async (request, reply) => {
    try {
      const api = createCaller(await createRequestContext(deps, request, reply));
      const file = await api.admin.userEmails();
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .send(file.csv);
    } catch (error) {
      const { status, message } = restError(error);
      if (status >= 500) request.log.error({ err: error }, "E-mail download failed");
      return reply.code(status).send({ message });
    }
  });
}
