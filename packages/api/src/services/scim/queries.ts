import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

/* ---------- SCIM tokens ---------- */

const tokenColumns = ["id", "name", "tokenPrefix", "createdAt", "lastUsedAt"] as const;

export type ScimTokenRow = Awaited<ReturnType<typeof findLiveScimTokens>>[number];

/** The tokens that were not revoked, newest first. */
export function findLiveScimTokens(db: DB) {
  return db
    .selectFrom("scimTokens")
    .select(tokenColumns)
    .where("revokedAt", "is", null)
    .orderBy("id", "desc")
    .execute();
}

/** Any constant: the advisory lock a token creation takes, so two at once count one after the other. */
const SCIM_TOKEN_LOCK_KEY = 731_202_903;

/** Live tokens, counted under a transaction-scoped lock so two creations at once cannot both pass the cap. */
export async function countLiveScimTokensLocked(db: DB): Promise<number> {
  await sql`select pg_advisory_xact_lock(${SCIM_TOKEN_LOCK_KEY})`.execute(db);
  const row = await db
    .selectFrom("scimTokens")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("revokedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertScimToken(
  db: DB,
  values: { name: string; tokenHash: string; tokenPrefix: string; createdBy: number; createdAt: Date },
) {
  return db.insertInto("scimTokens").values(values).returning(tokenColumns).executeTakeFirstOrThrow();
}

/** Revokes a live token; undefined when there is none with that id (or it was revoked already). */
export function revokeScimTokenRow(db: DB, id: number, now: Date) {
  return db
    .updateTable("scimTokens")
    .set({ revokedAt: now })
    .where("id", "=", id)
    .where("revokedAt", "is", null)
    .returning(["id", "name"])
    .executeTakeFirst();
}

export function findScimTokenByHash(db: DB, tokenHash: string) {
  return db
    .selectFrom("scimTokens")
    .select(["id", "revokedAt", "lastUsedAt"])
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

/* ---------- Users ---------- */

const userColumns = ["id", "email", "name", "externalId", "isActive", "createdAt"] as const;

export type ScimUserRow = Awaited<ReturnType<typeof findScimUser>> & object;

export function findScimUser(db: DB, id: number) {
  return db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
}

/** What a user filter may compare: every one an equality on an indexed column. */
export interface ScimUserWhere {
  id?: number;
  /** Compared case-insensitively, through `users_email_lower_key`. */
  email?: string;
  externalId?: string;
  active?: boolean;
}

function userQuery(db: DB, where: ScimUserWhere) {
  let query = db.selectFrom("users");
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  if (where.email !== undefined)
    query = query.where(sql<string>`lower(email)`, "=", where.email.toLowerCase());
  if (where.externalId !== undefined) query = query.where("externalId", "=", where.externalId);
  if (where.active !== undefined) query = query.where("isActive", "=", where.active);
  return query;
}

/** A page of users in id order (SCIM's `startIndex` is 1-based, `offset` is not). */
export function scimUsersPageStatement(db: DB, where: ScimUserWhere, offset: number, limit: number) {
  return userQuery(db, where).select(userColumns).orderBy("id").offset(offset).limit(limit);
}

/** How many users the filter matches in all. */
export function scimUsersCountStatement(db: DB, where: ScimUserWhere) {
  return userQuery(db, where).select((eb) => eb.fn.countAll<string>().as("n"));
}

export async function listScimUsers(db: DB, where: ScimUserWhere, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    limit === 0 ? Promise.resolve([]) : scimUsersPageStatement(db, where, offset, limit).execute(),
    scimUsersCountStatement(db, where).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function insertScimUser(
  db: DB,
  values: { email: string; name: string; externalId: string | null; password: string; createdAt: Date },
) {
  return db
    .insertInto("users")
    .values({ ...values, role: "user", joinedAt: null })
    .returning(userColumns)
    .executeTakeFirstOrThrow();
}

export function updateScimUser(
  db: DB,
  id: number,
  values: { email: string; name: string; externalId: string | null },
) {
  return db.updateTable("users").set(values).where("id", "=", id).returning(userColumns).executeTakeFirst();
}

/** The users among `ids` that exist, for a group's new members. */
export async function existingUserIds(db: DB, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("users").select("id").where("id", "in", ids).execute();
  return rows.map((r) => r.id);
}

/* ---------- Groups ---------- */

const groupColumns = ["id", "name", "externalId", "createdAt"] as const;

export type ScimGroupRow = Awaited<ReturnType<typeof findScimGroup>> & object;

export function findScimGroup(db: DB, id: number) {
  return db.selectFrom("groups").select(groupColumns).where("id", "=", id).executeTakeFirst();
}

export interface ScimGroupWhere {
  id?: number;
  /** Compared case-insensitively, through `groups_name_lower_key`. */
  name?: string;
  externalId?: string;
  memberId?: number;
}

function groupQuery(db: DB, where: ScimGroupWhere) {
  let query = db.selectFrom("groups");
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  if (where.name !== undefined) query = query.where(sql<string>`lower(name)`, "=", where.name.toLowerCase());
  if (where.externalId !== undefined) query = query.where("externalId", "=", where.externalId);
  const memberId = where.memberId;
  if (memberId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("groupMembers")
          .select("groupMembers.userId")
          .whereRef("groupMembers.groupId", "=", "groups.id")
          .where("groupMembers.userId", "=", memberId),
      ),
    );
  }
  return query;
}

export async function listScimGroups(db: DB, where: ScimGroupWhere, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : groupQuery(db, where).select(groupColumns).orderBy("id").offset(offset).limit(limit).execute(),
    groupQuery(db, where)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The members of these groups with their names, by group. */
export async function groupMembers(
  db: DB,
  groupIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byGroup = new Map<number, { id: number; name: string }[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom("groupMembers")
    .innerJoin("users", "users.id", "groupMembers.userId")
    .select(["groupMembers.groupId", "users.id", "users.name"])
    .where("groupMembers.groupId", "in", groupIds)
    .orderBy("groupMembers.groupId")
    .orderBy("users.id")
    .execute();
  for (const row of rows) byGroup.get(row.groupId)?.push({ id: row.id, name: row.name });
  return byGroup;
}

export function insertScimGroup(
  db: DB,
  values: { name: string; externalId: string | null; createdAt: Date },
) {
  return db.insertInto("groups").values(values).returning(groupColumns).executeTakeFirstOrThrow();
}

export function updateScimGroup(db: DB, id: number, values: { name: string; externalId: string | null }) {
  return db.updateTable("groups").set(values).where("id", "=", id).returning(groupColumns).executeTakeFirst();
}

export function deleteScimGroup(db: DB, id: number) {
  return db.deleteFrom("groups").where("id", "=", id).returning("id").executeTakeFirst();
}

/** Adds members (already members are skipped) and answers the ids actually added. */
export async function addGroupMembers(db: DB, groupId: number, userIds: readonly number[], at: Date) {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto("groupMembers")
    .values(userIds.map((userId) => ({ groupId, userId, addedAt: at })))
    .onConflict((oc) => oc.doNothing())
    .returning("userId")
    .execute();
  return rows.map((r) => r.userId);
}

/** Removes members (or all when `userIds` is null) and answers the ids actually removed. */
export async function removeGroupMembers(db: DB, groupId: number, userIds: readonly number[] | null) {
  if (userIds?.length === 0) return [];
  let query = db.deleteFrom("groupMembers").where("groupId", "=", groupId);
  if (userIds) query = query.where("userId", "in", userIds);
  const rows = await query.returning("userId").execute();
  return rows.map((r) => r.userId);
}

/** Locks the group's row so two membership changes on it apply one after the other. */
export function lockScimGroup(db: DB, id: number) {
  return db.selectFrom("groups").select(groupColumns).where("id", "=", id).forUpdate().executeTakeFirst();
}
