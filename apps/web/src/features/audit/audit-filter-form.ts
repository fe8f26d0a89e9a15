import { ZAuditAction, ZEmail, type AuditAction } from "@leadcoach/api/schemas";
import { z } from "zod";

/**
 * The audit screen's filters as the form holds them: "" for 'any', turned into the list's own filter
 * (`ZAuditFilter`) on submit. The address rule is the server's.
 */
export const ZAuditFilterForm = z.object({
  action: z.union([z.literal("").transform(() => undefined), ZAuditAction]),
  actorEmail: z.union([z.literal("").transform(() => undefined), ZEmail]),
});
export type AuditFilter = z.output<typeof ZAuditFilterForm>;

export type AuditFilterValues = { action: "" | AuditAction; actorEmail: string };

export const emptyAuditFilter: AuditFilterValues = { action: "", actorEmail: "" };

/** The export's address for the filters in force (`/api/admin/audit/export?action=...&actorEmail=...`). */
export function auditExportUrl(filter: AuditFilter): string {
  const query = new URLSearchParams();
  if (filter.action) query.set("action", filter.action);
  if (filter.actorEmail) query.set("actorEmail", filter.actorEmail);
  const search = query.toString();
  return `/api/admin/audit/export${search ? `?${search}` : ""}`;
}
