import type { Role } from "../domain";
import type { CreatedAt, Id } from "./columns";

/** Where an admin looked at someone else's data. */
export type AccessLogArea = "dashboard" | "goals" | "calendar" | "lessons" | "bug_report";

/** One opening of a person's data by an admin (the per-user view, or a read through a path with their id). */
export interface AdminAccessLogTable {
  id: Id;
  subjectUserId: number;
  viewerId: number | null;
  viewerName: string;
  viewerRole: Role;
  area: AccessLogArea;
  viewedAt: CreatedAt;
}
