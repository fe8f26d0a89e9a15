import type { AccessLogArea, DB, Role } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { isAdminRole } from "../../schemas/domain";
import { recordAccess } from "../access-log/access-log";

/** Who is asking: the signed-in user, as services see them. */
export interface Caller {
  id: number;
  role: Role;
  name?: string;
}

export function isAdmin(caller: Caller): boolean {
  return isAdminRole(caller.role);
}

/**
 * A path that names a user (`/api/goals/{userId}`) answers only for that user, or for an admin;
 * anyone else gets 403. An admin's read of someone else's records is written to the access log, which
 * that person sees in their profile.
 */
export async function assertCanViewUser(
  caller: Caller,
  userId: number,
  access: { db: DB; now: Date; area: AccessLogArea },
): Promise<void> {
  if (caller.id !== userId && !isAdmin(caller)) {
    throw new AppError("FORBIDDEN", "You can only view your own records.");
  }
  await recordAccess(access.db, caller, userId, access.area, access.now);
}
