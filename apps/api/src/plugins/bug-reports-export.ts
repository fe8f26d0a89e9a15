import { createCaller } from "@leadcoach/api";
import { BUG_REPORTS_EXPORT_URL, type BugReportsCsvInput } from "@leadcoach/api/schemas";
import type { FastifyInstance } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { restError } from "../rest/errors";

type Filters = NonNullable<BugReportsCsvInput>;

/**
 * GET /api/bug-reports/export?status=&severity=: the admin's CSV of the filtered reports. Beside the REST
 * table because the answer is a file, not JSON; it calls `bugReports.exportCsv`, so a signed-out caller
 * gets 401, a non-admin 403 and an unknown filter 400, as on /trpc. A fixed path, so it wins over '/:id'.
 */
export function registerBugReportsExport(app: FastifyInstance, deps: ContextDeps): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    BUG_REPORTS_EXPORT_URL,
    async (request, reply) => {
      try {
        const api = createCaller(await createRequestContext(deps, request, reply));
        const { status, severity } = request.query;
        const file = await api.bugReports.exportCsv({
          // Strings the schema refuses with a 400 naming the field, as for the list's filters.
          status: (status || undefined) as Filters["status"],
          severity: (severity || undefined) as Filters["severity"],
        });
        return (
          reply
            .header("content-type", "text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="${file.filename}"`)
            .header("cache-control", "private, no-store")
            // Reports matching the filters: more than the file's records when it was capped.
            .header("x-total-count", String(file.total))
            .send(file.csv)
        );
      } catch (error) {
        const { status, message } = restError(error);
        if (status >= 500) request.log.error({ err: error }, "Bug report export failed");
        return reply.code(status).send({ message });
      }
    },
  );
}
