import type { DB } from "@leadcoach/db";
import { isUniqueViolation } from "../../lib/errors";
import { insertAuditEvent } from "../audit/queries";
import { notFound, ScimError } from "./errors";
import { parseEqFilter, parsePatchPath, type EqTerm } from "./filter";
import {
  addGroupMembers,
  deleteScimGroup,
  existingUserIds,
  findScimGroup,
  groupMembers,
  insertScimGroup,
  listScimGroups,
  lockScimGroup,
  removeGroupMembers,
  updateScimGroup,
  type ScimGroupRow,
  type ScimGroupWhere,
} from "./queries";
import {
  GROUP_SCHEMA,
  idOf,
  isObject,
  listResponse,
  meta,
  optionalText,
  pageOf,
  patchOperations,
  SCIM_ACTOR,
  scimBaseUrl,
  text,
  type ScimDeps,
} from "./resources";

const GROUP_NAME_MAX = 100;
const EXTERNAL_ID_MAX = 255;

function toScimGroup(
  deps: Pick<ScimDeps, "config">,
  row: ScimGroupRow,
  members: { id: number; name: string }[] | null,
) {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(row.id),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    ...(members
      ? {
          members: members.map((m) => ({
            value: String(m.id),
            display: m.name,
            $ref: `${scimBaseUrl(deps.config)}/Users/${m.id}`,
          })),
        }
      : {}),
    meta: meta(deps.config, "Group", row.id, row.createdAt),
  };
}

export type ScimGroup = ReturnType<typeof toScimGroup>;

async function withMembers(deps: ScimDeps, row: ScimGroupRow): Promise<ScimGroup> {
  const members = await groupMembers(deps.db, [row.id]);
  return toScimGroup(deps, row, members.get(row.id) ?? []);
}

function conflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new ScimError(409, "Another group already has this displayName or externalId.", "uniqueness");
  }
  throw error;
}

/** The user ids of a `members` value (`[{"value":"12"}]`); each must name a user. */
async function memberIds(db: DB, value: unknown): Promise<number[]> {
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((member: unknown) => {
    const raw = isObject(member) ? member.value : undefined;
    const id = typeof raw === "string" || typeof raw === "number" ? idOf(String(raw)) : null;
    if (id === null) throw new ScimError(400, "Each member needs the value of a user's id.", "invalidValue");
    return id;
  });
  const unique = [...new Set(ids)];
  const found = new Set(await existingUserIds(db, unique));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw new ScimError(400, `No user has the id ${missing}.`, "invalidValue");
  return unique;
}

async function auditMembers(trx: DB, deps: ScimDeps, groupId: number, added: number[], removed: number[]) {
  const at = deps.now();
  const changes = [
    ["group.members_added", added],
    ["group.members_removed", removed],
  ] as const;
  for (const [action, userIds] of changes) {
    if (userIds.length === 0) continue;
    await insertAuditEvent(trx, {
      action,
      actor: SCIM_ACTOR,
      subject: { type: "group", id: groupId },
      ip: deps.ip,
      detail: { userIds },
      at,
    });
  }
}

/** POST /Groups: a group with its first members, in one transaction with its audit events. */
export async function createScimGroup(deps: ScimDeps, body: unknown): Promise<ScimGroup> {
  if (!isObject(body)) throw new ScimError(400, "The request body must be a Group object.", "invalidSyntax");
  const name = text(body.displayName, "displayName", GROUP_NAME_MAX);
  const externalId = optionalText(body.externalId, "externalId", EXTERNAL_ID_MAX);
  const members =
    body.members === undefined || body.members === null ? [] : await memberIds(deps.db, body.members);
  const at = deps.now();
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await insertScimGroup(trx, { name, externalId, createdAt: at });
      await insertAuditEvent(trx, {
        action: "group.created",
        actor: SCIM_ACTOR,
        subject: { type: "group", id: created.id },
        ip: deps.ip,
        detail: { name },
        at,
      });
      const added = await addGroupMembers(trx, created.id, members, at);
      await auditMembers(trx, deps, created.id, added, []);
      return created;
    })
    .catch(conflict);
  return withMembers(deps, row);
}

async function groupOrThrow(deps: ScimDeps, idText: string): Promise<ScimGroupRow> {
  const id = idOf(idText);
  const row = id === null ? undefined : await findScimGroup(deps.db, id);
  if (!row) throw notFound("Group", idText);
  return row;
}

/** `excludedAttributes=members` (Entra ID asks for it) leaves the member list out. */
const excludesMembers = (excluded: string | undefined) =>
  (excluded ?? "").split(",").some((name) => name.trim().toLowerCase() === "members");

export async function getScimGroup(deps: ScimDeps, idText: string, excludedAttributes?: string) {
  const row = await groupOrThrow(deps, idText);
  return excludesMembers(excludedAttributes) ? toScimGroup(deps, row, null) : withMembers(deps, row);
}

function groupWhere(terms: EqTerm[]): ScimGroupWhere | null {
  const where: ScimGroupWhere = {};
  for (const { attribute, value } of terms) {
    const textValue = typeof value === "string" ? value : null;
    switch (attribute) {
      case "displayname":
        if (textValue === null) return null;
        where.name = textValue;
        break;
      case "externalid":
        if (textValue === null) return null;
        where.externalId = textValue;
        break;
      case "id":
      case "members":
      case "members.value": {
        const id = idOf(String(value));
        if (id === null) return null;
        if (attribute === "id") where.id = id;
        else where.memberId = id;
        break;
      }
      default:
        throw new ScimError(400, `Filtering groups on ${attribute} is not supported.`, "invalidFilter");
    }
  }
  return where;
}

/** GET /Groups, in id order. */
export async function listScimGroupsPage(
  deps: ScimDeps,
  query: { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string },
) {
  const page = pageOf(query);
  const where = groupWhere(query.filter ? parseEqFilter(query.filter) : []);
  if (where === null) return listResponse([], 0, page);
  const { rows, total } = await listScimGroups(deps.db, where, page.startIndex - 1, page.count);
  const members = excludesMembers(query.excludedAttributes)
    ? null
    : await groupMembers(
        deps.db,
        rows.map((r) => r.id),
      );
  return listResponse(
    rows.map((row) => toScimGroup(deps, row, members ? (members.get(row.id) ?? []) : null)),
    total,
    page,
  );
}

/** The change a PATCH or PUT asks of a group, worked out before anything is written. */
interface GroupChange {
  name?: string;
  externalId?: string | null;
  /** Replace every member with these. */
  replaceMembers?: number[];
  add: number[];
  /** null: remove everyone. */
  remove: number[] | null;
}

async function applyGroupAttribute(
  deps: ScimDeps,
  change: GroupChange,
  op: "add" | "replace" | "remove",
  attribute: string,
  filter: EqTerm[] | null,
  value: unknown,
): Promise<void> {
  switch (attribute) {
    case "displayname":
      if (op === "remove") throw new ScimError(400, "displayName cannot be removed.", "mutability");
      change.name = text(value, "displayName", GROUP_NAME_MAX);
      return;
    case "externalid":
      change.externalId = op === "remove" ? null : optionalText(value, "externalId", EXTERNAL_ID_MAX);
      return;
    case "id":
    case "schemas":
    case "meta":
      return;
    case "members": {
      if (filter !== null) {
        // members[value eq "12"]: only a remove names members this way.
        const term = filter.length === 1 ? filter[0] : undefined;
        if (op !== "remove" || term?.attribute !== "value") {
          throw new ScimError(
            400,
            'Only remove takes a filtered path, as members[value eq "id"].',
            "invalidPath",
          );
        }
        const id = idOf(String(term.value));
        if (id !== null && change.remove !== null) change.remove.push(id);
        return;
      }
      if (op === "remove") {
        if (value === undefined) change.remove = null;
        else if (change.remove !== null) change.remove.push(...(await memberIds(deps.db, value)));
        return;
      }
      const ids = await memberIds(deps.db, value);
      if (op === "replace") change.replaceMembers = ids;
      else change.add.push(...ids);
      return;
    }
    default:
      throw new ScimError(400, `The attribute ${attribute} is not supported on groups.`, "invalidPath");
  }
}

/** Applies a change under a lock on the group's row, with its audit events, in one transaction. */
async function saveGroup(deps: ScimDeps, id: number, change: GroupChange): Promise<ScimGroup> {
  const at = deps.now();
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await lockScimGroup(trx, id);
      if (!current) throw notFound("Group", String(id));
      let saved = current;
      const name = change.name ?? current.name;
      const externalId = change.externalId === undefined ? current.externalId : change.externalId;
      if (name !== current.name || externalId !== current.externalId) {
        saved = (await updateScimGroup(trx, id, { name, externalId })) ?? current;
        if (name !== current.name) {
          await insertAuditEvent(trx, {
            action: "group.renamed",
            actor: SCIM_ACTOR,
            subject: { type: "group", id },
            ip: deps.ip,
            detail: { from: current.name, to: name },
            at,
          });
        }
      }
      const removed = await removeGroupMembers(
        trx,
        id,
        change.replaceMembers !== undefined ? null : change.remove,
      );
      const added = await addGroupMembers(trx, id, [...(change.replaceMembers ?? []), ...change.add], at);
      // A replace removes everyone and adds the list back: only the real differences are audited.
      const kept = new Set(added);
      const reAdded = new Set(removed);
      await auditMembers(
        trx,
        deps,
        id,
        added.filter((userId) => !reAdded.has(userId)),
        removed.filter((userId) => !kept.has(userId)),
      );
      return saved;
    })
    .catch(conflict);
  return withMembers(deps, row);
}

/**
 * PATCH /Groups/:id: Okta's and Entra ID's member adds and removes (`path: "members"` with a value
 * list, or `members[value eq "id"]`) and renames (`displayName`, or a value object without a path).
 */
export async function patchScimGroup(deps: ScimDeps, idText: string, body: unknown): Promise<ScimGroup> {
  const operations = patchOperations(body);
  const row = await groupOrThrow(deps, idText);
  const change: GroupChange = { add: [], remove: [] };
  for (const { op, path, value } of operations) {
    if (path === null) {
      if (!isObject(value))
        throw new ScimError(400, "An operation without a path needs an object value.", "invalidValue");
      for (const [key, item] of Object.entries(value)) {
        await applyGroupAttribute(deps, change, op, key.toLowerCase(), null, item);
      }
      continue;
    }
    const parsed = parsePatchPath(path);
    await applyGroupAttribute(deps, change, op, parsed.attribute, parsed.filter, value);
  }
  return saveGroup(deps, row.id, change);
}

/** PUT /Groups/:id: the name, externalId and member list as sent. */
export async function replaceScimGroup(deps: ScimDeps, idText: string, body: unknown): Promise<ScimGroup> {
  if (!isObject(body)) throw new ScimError(400, "The request body must be a Group object.", "invalidSyntax");
  const row = await groupOrThrow(deps, idText);
  const change: GroupChange = {
    name: text(body.displayName, "displayName", GROUP_NAME_MAX),
    replaceMembers:
      body.members === undefined || body.members === null ? [] : await memberIds(deps.db, body.members),
    add: [],
    remove: [],
  };
  if (body.externalId !== undefined)
    change.externalId = optionalText(body.externalId, "externalId", EXTERNAL_ID_MAX);
  return saveGroup(deps, row.id, change);
}

/** DELETE /Groups/:id: the group and its memberships go; the people stay. */
export async function deleteScimGroupById(deps: ScimDeps, idText: string): Promise<void> {
  const row = await groupOrThrow(deps, idText);
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const deleted = await deleteScimGroup(trx, row.id);
    if (!deleted) throw notFound("Group", idText);
    await insertAuditEvent(trx, {
      action: "group.deleted",
      actor: SCIM_ACTOR,
      subject: { type: "group", id: row.id },
      ip: deps.ip,
      detail: { name: row.name },
      at,
    });
  });
}
