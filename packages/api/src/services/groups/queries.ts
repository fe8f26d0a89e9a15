import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import type { GroupCursor } from "../../schemas/groups";

/** The columns of a group as its list shows it, with its member count (the members' index, counted). */
function groupsWithCounts(db: DB) {
  return db
    .selectFrom("groups")
    .select([
      "groups.id",
      "groups.name",
      "groups.externalId",
      "groups.createdAt",
      sql<string>`lower(groups.name)`.as("sortKey"),
      (eb) =>
        eb
          .selectFrom("groupMembers")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("groupMembers.groupId", "=", "groups.id")
          .as("memberCount"),
    ]);
}

export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/**
 * A page of groups by name (`groups_name_order_idx`), after `cursor`; `search` keeps those whose name
 * starts with it, whatever the case.
 */
export function groupsStatement(
  db: DB,
  filter: { search?: string | undefined },
  cursor: GroupCursor | undefined,
  limit: number,
) {
  let query = groupsWithCounts(db);
  if (filter.search !== undefined) {
    const escaped = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`lower(groups.name) like lower(${escaped}) || '%'`);
  }
  if (cursor !== undefined) {
    query = query.where(sql<boolean>`(lower(groups.name), groups.id) > (${cursor.name}, ${cursor.id})`);
  }
  return query
    .orderBy(sql`lower(groups.name)`)
    .orderBy("groups.id")
    .limit(limit);
}

export function findGroups(
  db: DB,
  filter: { search?: string | undefined },
  cursor: GroupCursor | undefined,
  limit: number,
) {
  return groupsStatement(db, filter, cursor, limit).execute();
}

export function findGroup(db: DB, groupId: number) {
  return groupsWithCounts(db).where("groups.id", "=", groupId).executeTakeFirst();
}

/** Holds a group's row until the transaction ends: its renames, deletion and member changes take turns. */
export function lockGroup(trx: DB, groupId: number) {
  return trx
    .selectFrom("groups")
    .select(["id", "name", "externalId"])
    .where("id", "=", groupId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertGroup(
  db: DB,
  values: { name: string; externalId?: string | null; createdBy: number | null; at: Date },
) {
  return db
    .insertInto("groups")
    .values({
      name: values.name,
      externalId: values.externalId ?? null,
      createdBy: values.createdBy,
      createdAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export async function renameGroup(db: DB, groupId: number, name: string): Promise<void> {
  await db.updateTable("groups").set({ name }).where("id", "=", groupId).execute();
}

/** Deletes a group (its memberships go with it); returns how many members it had. */
export async function deleteGroup(db: DB, groupId: number): Promise<number> {
  const members = await db.deleteFrom("groupMembers").where("groupId", "=", groupId).executeTakeFirst();
  await db.deleteFrom("groups").where("id", "=", groupId).execute();
  return Number(members.numDeletedRows);
}

/**
 * Which of these ids have an account, each held until the transaction ends (as a membership's foreign
 * key would hold it), so an account erased meanwhile waits rather than failing the insert.
 */
export async function lockExistingUserIds(db: DB, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("users")
    .select("id")
    .where("id", "in", [...userIds])
    .orderBy("id")
    .forKeyShare()
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Adds the people not yet in the group; returns those added. */
export async function addGroupMembers(
  db: DB,
  groupId: number,
  userIds: readonly number[],
  at: Date,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto("groupMembers")
    .values(userIds.map((userId) => ({ groupId, userId, addedAt: at })))
    .onConflict((oc) => oc.columns(["groupId", "userId"]).doNothing())
    .returning("userId")
    .execute();
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

/** Removes those of the people who are in the group; returns those removed. */
export async function removeGroupMembers(
  db: DB,
  groupId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .deleteFrom("groupMembers")
    .where("groupId", "=", groupId)
    .where("userId", "in", [...userIds])
    .returning("userId")
    .execute();
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
