import type { DB, Role } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { isAdminRole } from "../../schemas/domain";
import {
  encodePeopleCursor,
  PERSON_NOT_FOUND,
  personStatus,
  roleChangeRefusal,
  statusChangeRefusal,
  type BulkOutcome,
  type BulkPeopleInput,
  type ListPeopleQuery,
  type PeoplePage,
  type Person,
  type PersonChange,
  type PersonIdInput,
  type SetRoleInput,
} from "../../schemas/people";
import { insertAuditEventBy } from "../audit/queries";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import {
  findGroupsOfPeople,
  findPendingInvitationIds,
  findPeople,
  findPerson,
  lockActiveSuperAdmins,
  holdAccount,
  lockPeople,
  updateRole,
  type PersonRow,
} from "./queries";
import { LAST_SUPER_ADMIN, switchAccounts } from "./status";

/** What a refused change says when the caller lost their rights while the request was on its way. */
const ACTOR_LOST_RIGHTS = "You don't have permission to access this page.";

/** The rows as the screen shows them: with their groups, and an invited person's pending invitation. */
async function peopleViews(db: DB, rows: PersonRow[]): Promise<Person[]> {
  const invited = rows.filter((row) => row.joinedAt === null).map((row) => row.id);
  const [groups, invitations] = await Promise.all([
    findGroupsOfPeople(
      db,
      rows.map((r) => r.id),
    ),
    findPendingInvitationIds(db, invited),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: personStatus(row),
    groups: groups.get(row.id)?.groups ?? [],
    groupCount: groups.get(row.id)?.count ?? 0,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    joinedAt: row.joinedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    pendingInvitationId: invitations.get(row.id) ?? null,
  }));
}

/** GET /api/admin/people: a page of people in the order asked, with the position of the next page. */
export async function listPeople(
  { db }: ServiceDeps,
  _caller: SessionUser,
  query: ListPeopleQuery,
): Promise<PeoplePage> {
  // One row more than the page says whether another page follows.
  const rows = await findPeople(db, query, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    people: await peopleViews(db, page),
    nextCursor:
      rows.length > query.limit && last
        ? encodePeopleCursor({
            sort: query.sort,
            order: query.order,
            value: last.sortKey,
            id: last.id,
          })
        : null,
  };
}

async function personView(db: DB, userId: number): Promise<Person> {
  const row = await findPerson(db, userId);
  if (!row) throw new AppError("NOT_FOUND", PERSON_NOT_FOUND);
  const [person] = await peopleViews(db, [row]);
  if (!person) throw new AppError("NOT_FOUND", PERSON_NOT_FOUND);
  return person;
}

interface Locked {
  /** The caller as they are now (their role may have changed since the request came in). */
  actor: { id: number; role: Role };
  activeSuperAdmins: Set<number>;
  targets: Map<number, { id: number; role: Role; isActive: boolean }>;
}

/**
 * Runs a change to people in one transaction, after taking the locks every such change takes in the same
 * order: the active super admins, the caller, then the people named (by id). The caller's rights are
 * checked again under the lock, so of two admins acting on each other at once, the second finds what the
 * first did.
 */
function changePeople<T>(
  db: DB,
  caller: SessionUser,
  userIds: readonly number[],
  change: (trx: DB, locked: Locked) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const activeSuperAdmins = new Set(await lockActiveSuperAdmins(trx));
    const actor = await holdAccount(trx, caller.id);
    if (!actor?.isActive || !isAdminRole(actor.role)) throw new AppError("FORBIDDEN", ACTOR_LOST_RIGHTS);
    const targets = new Map((await lockPeople(trx, userIds)).map((row) => [row.id, row]));
    return change(trx, { actor: { id: caller.id, role: actor.role }, activeSuperAdmins, targets });
  });
}

/**
 * PATCH /api/admin/people/{id}: gives a person another role. Only a super admin grants or removes admin
 * roles, nobody changes their own, and the last active super admin keeps theirs.
 */
export async function setPersonRole(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  input: SetRoleInput,
): Promise<PersonChange> {
  const changed = await changePeople(db, caller.user, [input.id], async (trx, { actor, ...locked }) => {
    const target = locked.targets.get(input.id);
    if (!target) throw new AppError("NOT_FOUND", PERSON_NOT_FOUND);
    const refusal = roleChangeRefusal(actor, target, input.role);
    if (refusal) throw new AppError("FORBIDDEN", refusal);
    if (target.role === input.role) return false;
    if (locked.activeSuperAdmins.has(target.id) && locked.activeSuperAdmins.size === 1) {
      throw new AppError("CONFLICT", LAST_SUPER_ADMIN);
    }
    await updateRole(trx, target.id, input.role);
    await insertAuditEventBy(trx, caller, {
      action: "user.role_changed",
      subject: { type: "user", id: target.id },
      detail: { from: target.role, to: input.role },
      at: now(),
    });
    return true;
  });
  return { person: await personView(db, input.id), changed };
}

/**
 * Deactivates or reactivates each of `ids`, each checked by the rules of a single change: nobody acts on
 * their own account, only a super admin on an admin's, and the last active super admin stays. What one
 * person's refusal says does not stop the others.
 */
async function setPeopleActive(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
  ids: readonly number[],
  active: boolean,
): Promise<BulkOutcome> {
  return changePeople(db, caller.user, ids, async (trx, { actor, activeSuperAdmins, targets }) => {
    const refused: BulkOutcome["refused"] = [];
    const unchanged: number[] = [];
    const toChange: number[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const target = targets.get(id);
      const refusal = target ? statusChangeRefusal(actor, target) : PERSON_NOT_FOUND;
      if (refusal) refused.push({ id, reason: refusal });
      else if (target?.isActive === active) unchanged.push(id);
      else toChange.push(id);
    }
    const { changed, lastSuperAdmin } = await switchAccounts(
      trx,
      { userIds: toChange, active, actor: { userId: actor.id }, ip: caller.ip, at: now() },
      activeSuperAdmins,
    );
    for (const id of lastSuperAdmin) refused.push({ id, reason: LAST_SUPER_ADMIN });
    refused.sort((a, b) => a.id - b.id);
    return { changed, unchanged, refused };
  });
}

/** One person's deactivation or reactivation: a refusal is the request's answer (403, 404 or 409). */
async function setPersonActive(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: PersonIdInput,
  active: boolean,
): Promise<PersonChange> {
  const outcome = await setPeopleActive(deps, caller, [input.id], active);
  const refusal = outcome.refused[0];
  if (refusal) {
    const code =
      refusal.reason === PERSON_NOT_FOUND
        ? "NOT_FOUND"
        : refusal.reason === LAST_SUPER_ADMIN
          ? "CONFLICT"
          : "FORBIDDEN";
    throw new AppError(code, refusal.reason);
  }
  return { person: await personView(deps.db, input.id), changed: outcome.changed.length > 0 };
}

/** POST /api/admin/people/{id}/deactivate: signs them out everywhere at once; their data stays. */
export function deactivatePerson(deps: ServiceDeps, caller: SignedInVisitor, input: PersonIdInput) {
  return setPersonActive(deps, caller, input, false);
}

/** POST /api/admin/people/{id}/reactivate: they can sign in again. */
export function reactivatePerson(deps: ServiceDeps, caller: SignedInVisitor, input: PersonIdInput) {
  return setPersonActive(deps, caller, input, true);
}

/** POST /api/admin/people/deactivate: up to 500 at once, with each refusal and its reason. */
export function deactivatePeople(deps: ServiceDeps, caller: SignedInVisitor, input: BulkPeopleInput) {
  return setPeopleActive(deps, caller, input.ids, false);
}

/** POST /api/admin/people/reactivate: up to 500 at once, with each refusal and its reason. */
export function reactivatePeople(deps: ServiceDeps, caller: SignedInVisitor, input: BulkPeopleInput) {
  return setPeopleActive(deps, caller, input.ids, true);
}
