import type { Role } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { isAdminRole } from "../../schemas/domain";

/** Who is asking: the signed-in user, as services see them. */
export interface Caller {
  id: number;
  role: Role;
}

export function isAdmin(caller: Caller): boolean {
  return isAdminRole(caller.role);
}

/**
 * A path that names a user (`/api/goals/{userId}`) answers only for that user, or for an admin;
 * anyone else gets 403.
 */
export function assertCanViewUser(caller: Caller, userId: number): void {
  if (caller.id !== userId && !isAdmin(caller)) {
    throw new AppError("FORBIDDEN", "You can only view your own records.");
  }
}
