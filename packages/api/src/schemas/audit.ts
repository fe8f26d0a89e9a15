import { z } from "zod";
import { auditActions } from "./domain";
import { ZEmail } from "./auth";

/** Rows per page of the audit screen, and the most a caller may ask for. */
export const AUDIT_PAGE_SIZE = 50;
const MAX_AUDIT_PAGE_SIZE = 200;
/** The CSV export stops at this many rows, newest first; a filter narrows it. */
export const MAX_AUDIT_EXPORT_ROWS = 50_000;

export const AUDIT_CSV_FILENAME = "audit_events.csv";
export const AUDIT_CSV_COLUMNS = [
  "id",
  "occurred_at",
  "action",
  "actor_user_id",
  "actor_email",
  "actor_label",
  "subject_type",
  "subject_id",
  "ip",
  "detail",
] as const;

export const auditActionLabels = {
  "organisation.settings_updated": "Organisation settings changed",
  "auth.sso_sign_in": "Signed in with SSO",
  "auth.password_reset": "Password reset",
  "account.deleted": "Account deleted",
  "admin.demo_credentials_viewed": "Demo credentials viewed",
  "admin.user_emails_exported": "User e-mails exported",
  "audit.exported": "Audit trail exported",
  "audit.retention_swept": "Old audit events removed",
  "invitation.sent": "Invitation sent",
  "invitation.resent": "Invitation resent",
  "invitation.revoked": "Invitation revoked",
  "invitation.accepted": "Invitation accepted",
  "user.provisioned": "Account provisioned",
  "user.updated": "Account updated",
  "user.role_changed": "Role changed",
  "user.deactivated": "Account deactivated",
  "user.reactivated": "Account reactivated",
  "group.created": "Group created",
  "group.renamed": "Group renamed",
  "group.deleted": "Group deleted",
  "group.members_added": "Group members added",
  "group.members_removed": "Group members removed",
  "scim.token_created": "SCIM token created",
  "scim.token_revoked": "SCIM token revoked",
  "program.nudged": "Program participant nudged",
  "review_campaign.opened": "360 campaign opened",
  "review_campaign.people_added": "360 campaign opened for newcomers",
  "review_campaign.reminded": "360 campaign reviewers reminded",
  "review_campaign.closed": "360 campaign closed",
  "review_campaign.released": "360 campaign results released",
  "auth.second_factor_reset": "Second factor reset",
} as const satisfies Record<(typeof auditActions)[number], string>;

export const ZAuditAction = z.enum(auditActions);

/** Filters shared by the list and the export. The actor is named by e-mail, as admins know people. */
export const ZAuditFilter = z.object({
  action: ZAuditAction.optional(),
  actorEmail: ZEmail.optional(),
});
export type AuditFilter = z.infer<typeof ZAuditFilter>;

/**
 * The keyset position after the last row shown, opaque to callers (`nextCursor` of the page before):
 * that row's time and id, as `<ISO time>_<id>` (ties on time are broken by id).
 */
const CURSOR_PATTERN = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([1-9]\d{0,15})$/;
export const ZAuditCursor = z
  .string()
  .max(64)
  .regex(CURSOR_PATTERN, "cursor must be the nextCursor of an earlier page")
  .transform((cursor) => {
    const [, occurredAt = "", id = ""] = CURSOR_PATTERN.exec(cursor) ?? [];
    return { occurredAt, id: Number(id) };
  });
export type AuditCursor = z.output<typeof ZAuditCursor>;

/** The cursor of the page after this event. */
export function auditCursorAfter(event: { occurredAt: string; id: number }): string {
  return `${event.occurredAt}_${event.id}`;
}

export const ZListAuditEventsInput = ZAuditFilter.extend({
  cursor: ZAuditCursor.optional(),
  limit: z.number().int().min(1).max(MAX_AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type ListAuditEventsInput = z.output<typeof ZListAuditEventsInput>;

export const ZAuditEvent = z.object({
  id: z.number(),
  occurredAt: z.string(),
  action: ZAuditAction,
  actorUserId: z.number().nullable(),
  /** The actor's current address, or null for the system or an erased account. */
  actorEmail: z.string().nullable(),
  actorLabel: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditEventPage = z.object({
  events: z.array(ZAuditEvent),
  nextCursor: z.string().nullable(),
});
export type AuditEventPage = z.infer<typeof ZAuditEventPage>;

export const ZAuditCsvFile = z.object({ filename: z.string(), csv: z.string() });
