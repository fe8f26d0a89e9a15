import type { AccessLogArea, DB, Role } from "@leadcoach/db";
import { ACCESS_LOG_LIMIT, type AccessLogEntry } from "../../schemas/admin";
import type { ServiceDeps, SessionUser } from "../deps";
import { findAccessLogEntries, insertAccessLogEntry } from "./queries";

/** Who opened someone's data. */
export interface Viewer {
  id: number;
  role: Role;
  name?: string;
}

/**
 * Records that `viewer` opened `subjectUserId`'s data in `area`. A person reading their own data is not
 * logged: the log is about others looking.
 */
export async function recordAccess(
  db: DB,
  viewer: Viewer,
  subjectUserId: number,
  area: AccessLogArea,
  now: Date,
): Promise<void> {
  if (viewer.id === subjectUserId) return;
  await insertAccessLogEntry(db, {
    subjectUserId,
    viewerId: viewer.id,
    viewerName: viewer.name ?? "An administrator",
    viewerRole: viewer.role,
    area,
    viewedAt: now,
  });
}

/** 'Who viewed your data': the latest openings of the caller's data by others, newest first. */
export async function listMyAccessLog({ db }: ServiceDeps, caller: SessionUser): Promise<AccessLogEntry[]> {
  const rows = await findAccessLogEntries(db, caller.id, ACCESS_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    viewerName: row.viewerName,
    viewerRole: row.viewerRole,
    area: row.area,
    viewedAt: row.viewedAt.toISOString(),
  }));
}
