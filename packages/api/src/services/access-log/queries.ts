import type { AccessLogArea, DB, Role } from "@leadcoach/db";

export async function insertAccessLogEntry(
  db: DB,
  values: {
    subjectUserId: number;
    viewerId: number;
    viewerName: string;
    viewerRole: Role;
    area: AccessLogArea;
    viewedAt: Date;
  },
): Promise<void> {
  await db.insertInto("adminAccessLog").values(values).execute();
}

/** The latest openings of a person's data, newest first (admin_access_log_subject_time_idx). */
export function findAccessLogEntries(db: DB, subjectUserId: number, limit: number) {
  return db
    .selectFrom("adminAccessLog")
    .select(["id", "viewerName", "viewerRole", "area", "viewedAt"])
    .where("subjectUserId", "=", subjectUserId)
    .orderBy("viewedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
