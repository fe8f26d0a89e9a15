import type { AccessTokenScope, DB } from "@leadcoach/db";
import { sql } from "kysely";
import { countOf, latestOwnRows, ownRowUpdate, rowCount } from "../shared-queries";

/** The list shows at most this many tokens (live ones are capped lower; expired ones wait for housekeeping). */
export const MAX_LISTED_ACCESS_TOKENS = 100;

const listedColumns = [
  "id",
  "name",
  "tokenPrefix",
  "scope",
  "admin",
  "createdAt",
  "lastUsedAt",
  "expiresAt",
] as const;

export type AccessTokenRow = Awaited<ReturnType<typeof findAccessTokens>>[number];

/** The person's tokens that were not revoked (expired ones too, so they can see what ran out), newest first. */
export function findAccessTokens(db: DB, userId: number) {
  return latestOwnRows(db.selectFrom("accessTokens"), userId, MAX_LISTED_ACCESS_TOKENS)
    .select(listedColumns)
    .where("revokedAt", "is", null)
    .execute();
}

export async function countLiveAccessTokens(db: DB, userId: number, now: Date): Promise<number> {
  return countOf(
    db
      .selectFrom("accessTokens")
      .select(rowCount)
      .where("userId", "=", userId)
      .where("revokedAt", "is", null)
      .where("expiresAt", ">", now),
  );
}

export function insertAccessToken(
  db: DB,
  values: {
    userId: number;
    name: string;
    tokenHash: string;
    tokenPrefix: string;
    scope: AccessTokenScope;
    admin: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  return db.insertInto("accessTokens").values(values).returning(listedColumns).executeTakeFirstOrThrow();
}

/**
 * Revokes one of the person's tokens, in one statement (a second revoke keeps the first time). Undefined
 * when the person has no token with that id.
 */
export function revokeAccessToken(db: DB, userId: number, id: number, now: Date) {
  return ownRowUpdate(db.updateTable("accessTokens"), userId, id)
    .set({ revokedAt: sql<Date>`coalesce(revoked_at, ${now})` })
    .returning("id")
    .executeTakeFirst();
}

/** A token by the hash of its secret, whatever its state: the caller tells revoked and expired apart. */
export function findAccessTokenByHash(db: DB, tokenHash: string) {
  return db
    .selectFrom("accessTokens")
    .select(["id", "userId", "scope", "admin", "expiresAt", "revokedAt", "lastUsedAt"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

/** Housekeeping: tokens revoked or expired before `before` leave the table (and the person's list). */
export async function pruneAccessTokens(db: DB, before: Date): Promise<void> {
  await db
    .deleteFrom("accessTokens")
    .where((eb) => eb.or([eb("revokedAt", "<", before), eb("expiresAt", "<", before)]))
    .execute();
}
