import { ZAuditCsvFile, ZAuditEventPage, ZAuditFilter, ZListAuditEventsInput } from "../schemas/audit";
import { exportAuditEvents, listAuditEvents } from "../services/audit/audit";
import { deps, serve, signedInVisitor } from "../context";
import { router, superAdminProcedure } from "../trpc";

// Read only: no procedure updates or deletes an audit event (and the database refuses it anyway).
export const auditRouter = router({
  /** GET /api/admin/audit (super admins): newest first, a keyset page at a time, by action or actor. */
  list: superAdminProcedure
    .input(ZListAuditEventsInput)
    .output(ZAuditEventPage)
    .query(serve(listAuditEvents)),

  /** GET /api/admin/audit/export (super admins): the filtered trail as CSV; the export is audited. */
  exportCsv: superAdminProcedure
    .input(ZAuditFilter)
    .output(ZAuditCsvFile)
    .query(({ ctx, input }) => exportAuditEvents(deps(ctx), signedInVisitor(ctx), input)),
});
