import type { DB, Role } from "@leadcoach/db";
import type { PublicUser } from "../../schemas/users";
import { findActiveUser } from "./queries";

export type SessionUser = PublicUser & { role: Role };

type PublicUserRow = Omit<PublicUser, "createdAt" | "lastLoginAt"> & {
  createdAt: Date;
  lastLoginAt: Date | null;
};

export function toPublicUser(row: PublicUserRow): SessionUser {
  return {
    ...row,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/** The signed-in user behind a session, or null when the account is gone or deactivated. */
export async function findSessionUser(db: DB, userId: number): Promise<SessionUser | null> {
  const row = await findActiveUser(db, userId);
  return row ? toPublicUser(row) : null;
}
