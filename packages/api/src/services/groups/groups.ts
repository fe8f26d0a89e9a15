import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import {
  GROUP_MANAGED_EXTERNALLY,
  GROUP_NOT_FOUND,
  groupCursorAfter,
  groupNameTaken,
  type ChangeGroupMembersInput,
  type CreateGroupInput,
  type Group,
  type GroupCursor,
  type GroupIdInput,
  type GroupMembersChange,
  type GroupPage,
  type RenameGroupInput,
} from "../../schemas/groups";
import { insertAuditEventBy } from "../audit/queries";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import {
  addGroupMembers,
  deleteGroup,
  findGroup,
  findGroups,
  insertGroup,
  lockExistingUserIds,
  lockGroup,
  removeGroupMembers,
  renameGroup,
  type GroupRow,
} from "./queries";

const NAME_KEY = "groups_name_lower_key";

function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    memberCount: Number(row.memberCount ?? 0),
    managedExternally: row.externalId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function groupView(db: DB, groupId: number): Promise<Group> {
  const row = await findGroup(db, groupId);
  if (!row) throw new AppError("NOT_FOUND", GROUP_NOT_FOUND);
  return toGroup(row);
}

/** GET /api/admin/groups: groups by name with their member counts, a page at a time. */
export async function listGroups(
  { db }: ServiceDeps,
  _caller: SessionUser,
  input: { search?: string | undefined; cursor?: GroupCursor | undefined; limit: number },
): Promise<GroupPage> {
  const rows = await findGroups(db, { search: input.search }, input.cursor, input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    groups: page.map(toGroup),
    nextCursor: rows.length > input.limit && last ? groupCursorAfter(last.id, last.sortKey) : null,
  };
}

/** GET /api/admin/groups/{id}: one group with its member count. */
export function getGroup({ db }: ServiceDeps, _caller: SessionUser, input: GroupIdInput): Promise<Group> {
  return groupView(db, input.id);
}

/**
 * A change to one group, with the group's row held: a group the identity provider manages (SCIM) is
 * changed there only, and one deleted meanwhile answers 404.
 */
function changeGroup<T>(
  db: DB,
  groupId: number,
  options: { missingIsDone: boolean },
  change: (trx: DB, group: { id: number; name: string }) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const group = await lockGroup(trx, groupId);
    if (!group && options.missingIsDone) return undefined;
    if (!group) throw new AppError("NOT_FOUND", GROUP_NOT_FOUND);
    if (group.externalId !== null) throw new AppError("CONFLICT", GROUP_MANAGED_EXTERNALLY);
    return change(trx, group);
  });
}

/** The duplicate name as a 409 a person can act on; anything else as it was. */
function nameTaken(error: unknown, name: string): unknown {
  return isUniqueViolation(error, NAME_KEY) ? new AppError("CONFLICT", groupNameTaken(name)) : error;
}

/** POST /api/admin/groups: names are unique whatever their case (409 otherwise). */
export async function createGroup(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  input: CreateGroupInput,
): Promise<Group> {
  const at = now();
  const { id } = await db
    .transaction()
    .execute(async (trx) => {
      const group = await insertGroup(trx, { name: input.name, createdBy: caller.user.id, at });
      await insertAuditEventBy(trx, caller, {
        action: "group.created",
        subject: { type: "group", id: group.id },
        detail: { name: input.name },
        at,
      });
      return group;
    })
    .catch((error: unknown) => {
      throw nameTaken(error, input.name);
    });
  return groupView(db, id);
}

/** PATCH /api/admin/groups/{id}: a new name, unique whatever its case. */
export async function renameGroupById(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  input: RenameGroupInput,
): Promise<Group> {
  await changeGroup(db, input.id, { missingIsDone: false }, async (trx, group) => {
    if (group.name === input.name) return;
    await renameGroup(trx, group.id, input.name);
    await insertAuditEventBy(trx, caller, {
      action: "group.renamed",
      subject: { type: "group", id: group.id },
      detail: { from: group.name, to: input.name },
      at: now(),
    });
  }).catch((error: unknown) => {
    throw nameTaken(error, input.name);
  });
  return groupView(db, input.id);
}

/**
 * DELETE /api/admin/groups/{id}: the group and its memberships; the people stay. Deleting a group that
 * is already gone succeeds (a retry, or two admins at once), with nothing written.
 */
export async function deleteGroupById(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  input: GroupIdInput,
): Promise<{ success: true }> {
  await changeGroup(db, input.id, { missingIsDone: true }, async (trx, group) => {
    const members = await deleteGroup(trx, group.id);
    await insertAuditEventBy(trx, caller, {
      action: "group.deleted",
      subject: { type: "group", id: group.id },
      detail: { name: group.name, members },
      at: now(),
    });
  });
  return { success: true };
}

/** Adds or removes members: up to 500 ids, each reported as changed, unchanged or without an account. */
async function changeMembers(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  input: ChangeGroupMembersInput,
  adding: boolean,
): Promise<GroupMembersChange> {
  const ids = [...input.userIds].sort((a, b) => a - b);
  const outcome = await changeGroup(db, input.id, { missingIsDone: false }, async (trx, group) => {
    const existing = await lockExistingUserIds(trx, ids);
    const known = ids.filter((id) => existing.has(id));
    const changed = adding
      ? await addGroupMembers(trx, group.id, known, now())
      : await removeGroupMembers(trx, group.id, known);
    if (changed.length > 0) {
      await insertAuditEventBy(trx, caller, {
        action: adding ? "group.members_added" : "group.members_removed",
        subject: { type: "group", id: group.id },
        detail: { userIds: changed },
        at: now(),
      });
    }
    const changedSet = new Set(changed);
    return {
      changed,
      unchanged: known.filter((id) => !changedSet.has(id)),
      notFound: ids.filter((id) => !existing.has(id)),
    };
  });
  if (!outcome) throw new AppError("NOT_FOUND", GROUP_NOT_FOUND);
  return { group: await groupView(db, input.id), ...outcome };
}

/** POST /api/admin/groups/{id}/members: adds people (those already in stay as they are). */
export function addMembers(deps: ServiceDeps, caller: SignedInVisitor, input: ChangeGroupMembersInput) {
  return changeMembers(deps, caller, input, true);
}

/** POST /api/admin/groups/{id}/members/remove: takes people out (their accounts stay). */
export function removeMembers(deps: ServiceDeps, caller: SignedInVisitor, input: ChangeGroupMembersInput) {
  return changeMembers(deps, caller, input, false);
}
