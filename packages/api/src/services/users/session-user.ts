import type { DB } from "@leadcoach/db";
import type { PublicUser } from "../../schemas/users";
import type { SessionUser } from "../deps";
import { findActiveUser, findLiveSessionWithUser } from "./queries";

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

/** A live session's stored data and its signed-in user (null when none, gone or deactivated). */
export interface LoadedSession {
  data: Record<string, unknown>;
  user: SessionUser | null;
  /** When the session last made a request (moved at most once a minute), or null before the first. */
  lastSeenAt: Date | null;
}

/**
 * A session row and its user in one statement: a signed-in request reads the database once before
 * its procedure runs, not twice. Undefined when no live session has that hashed id.
 */
export async function loadSession(db: DB, sidHash: string, now: Date): Promise<LoadedSession | undefined> {
  const row = await findLiveSessionWithUser(db, sidHash, now);
  if (!row) return undefined;
  const { sess, lastSeenAt, ...user } = row;
  return { data: sess, user: isPresent(user) ? toPublicUser(user) : null, lastSeenAt };
}

type MaybeUser = { [K in keyof PublicUserRow]: PublicUserRow[K] | null };

/** The left join's columns are all null when there is no active user behind the session. */
function isPresent(user: MaybeUser): user is PublicUserRow {
  return user.id !== null;
}
