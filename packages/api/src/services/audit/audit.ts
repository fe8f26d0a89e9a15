import { toCsvFile } from "../../lib/csv";
import {
  AUDIT_CSV_COLUMNS,
  auditCursorAfter,
  AUDIT_CSV_FILENAME,
  MAX_AUDIT_EXPORT_ROWS,
  type AuditEvent,
  type AuditEventPage,
  type AuditFilter,
  type ListAuditEventsInput,
} from "../../schemas/audit";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import { deleteExpiredAuditEvents, findAuditEvents, insertAuditEvent, insertAuditEventBy } from "./queries";

type AuditRow = Awaited<ReturnType<typeof findAuditEvents>>[number];

function toAuditEvent(row: AuditRow): AuditEvent {
  return { ...row, occurredAt: row.occurredAt.toISOString() };
}

/** GET /api/admin/audit: a page of the audit trail, newest first, with the position of the next page. */
export async function listAuditEvents(
  { db }: ServiceDeps,
  _caller: SessionUser,
  input: ListAuditEventsInput,
): Promise<AuditEventPage> {
  const { cursor, limit, ...filter } = input;
  // One row more than the page says whether another page follows.
  const rows = await findAuditEvents(db, filter, cursor, limit + 1);
  const events = rows.slice(0, limit).map(toAuditEvent);
  const last = events.at(-1);
  return {
    events,
    nextCursor: rows.length > limit && last ? auditCursorAfter(last) : null,
  };
}

/**
 * GET /api/admin/audit/export: the filtered trail as `audit_events.csv` (newest first, at most
 * MAX_AUDIT_EXPORT_ROWS). The export is itself an audit event: the trail leaving the product is news.
 */
export async function exportAuditEvents(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  filter: AuditFilter,
): Promise<{ filename: string; csv: string }> {
  const rows = await findAuditEvents(db, filter, undefined, MAX_AUDIT_EXPORT_ROWS);
  await insertAuditEventBy(db, caller, {
    action: "audit.exported",
    // The filter's kind, not the address it named: the trail holds no one's e-mail.
    detail: { rows: rows.length, action: filter.action ?? null, byActor: filter.actorEmail !== undefined },
    at: now(),
  });
  const csv = toCsvFile(
    AUDIT_CSV_COLUMNS,
    rows.map((r) => [
      r.id,
      r.occurredAt,
      r.action,
      r.actorUserId,
      r.actorEmail,
      r.actorLabel,
      r.subjectType,
      r.subjectId,
      r.ip,
      JSON.stringify(r.detail),
    ]),
  );
  return { filename: AUDIT_CSV_FILENAME, csv };
}

/**
 * The background sweep: deletes events past the retention (the only deletion the trigger allows) and,
 * when it deleted any, says so in the trail. Safe in every process at once: a row goes once.
 */
export async function sweepExpiredAuditEvents(db: ServiceDeps["db"], now: Date): Promise<number> {
  const deleted = await deleteExpiredAuditEvents(db);
  if (deleted > 0) {
    await insertAuditEvent(db, {
      action: "audit.retention_swept",
      actor: { userId: null, label: "system" },
      detail: { deleted },
      at: now,
    });
  }
  return deleted;
}
