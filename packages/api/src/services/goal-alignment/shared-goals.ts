import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  ALIGNMENT_MIN_PEOPLE,
  SHARED_GOAL_MISSING,
  SHARED_GOAL_OWNER_ARCHIVED,
  tooManySharedGoals,
  MAX_SHARED_GOALS,
  type ArchiveSharedGoalInput,
  type CreateSharedGoalInput,
  type ListSharedGoalsInput,
  type SharedGoal,
  type SharedGoalOwner,
  type UpdateSharedGoalInput,
} from "../../schemas/goal-alignment";
import { GROUP_NOT_FOUND } from "../../schemas/groups";
import { PROGRAM_NOT_FOUND } from "../../schemas/programs";
import type { ServiceDeps, SessionUser } from "../deps";
import { ownerOf } from "./owner";
import {
  copyProgramSharedGoals,
  countOpenSharedGoals,
  findSharedGoalsWithCounts,
  insertSharedGoal,
  lockOwner,
  lockSharedGoal,
  ownerExists,
  updateSharedGoalRow,
} from "./queries";

function ownerNotFound(owner: SharedGoalOwner): AppError {
  return new AppError("NOT_FOUND", owner.kind === "program" ? PROGRAM_NOT_FOUND : GROUP_NOT_FOUND);
}

/** The owner's shared goals; their counts only from `ALIGNMENT_MIN_PEOPLE` people on. */
async function sharedGoalsOf(db: DB, owner: SharedGoalOwner): Promise<SharedGoal[]> {
  const rows = await findSharedGoalsWithCounts(db, owner);
  return rows.map((row) => {
    const people = Number(row.alignedPeople ?? 0);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      archived: row.archivedAt !== null,
      createdAt: row.createdAt.toISOString(),
      aligned: people >= ALIGNMENT_MIN_PEOPLE ? { goals: Number(row.alignedGoals ?? 0), people } : null,
    };
  });
}

/** A program's or group's shared goals, for admins: text and aggregate counts only. */
export async function listSharedGoals(
  { db }: ServiceDeps,
  _caller: SessionUser,
  input: ListSharedGoalsInput,
): Promise<SharedGoal[]> {
  if (!(await ownerExists(db, input.owner))) throw ownerNotFound(input.owner);
  return sharedGoalsOf(db, input.owner);
}

/** Refuses a new open shared goal past `MAX_SHARED_GOALS`; the owner's row is held by the caller. */
async function requireRoom(db: DB, owner: SharedGoalOwner): Promise<void> {
  if ((await countOpenSharedGoals(db, owner)) >= MAX_SHARED_GOALS) {
    throw new AppError("CONFLICT", tooManySharedGoals(owner.kind));
  }
}

/** A new shared goal; two admins adding at once take turns on the owner's row, so the limit holds. */
export async function createSharedGoal(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: CreateSharedGoalInput,
): Promise<SharedGoal[]> {
  await db.transaction().execute(async (trx) => {
    const owner = await lockOwner(trx, input.owner);
    if (!owner) throw ownerNotFound(input.owner);
    if (owner.archived) throw new AppError("CONFLICT", SHARED_GOAL_OWNER_ARCHIVED);
    await requireRoom(trx, input.owner);
    await insertSharedGoal(trx, {
      owner: input.owner,
      title: input.title,
      description: input.description,
      createdBy: caller.id,
      at: now(),
    });
  });
  return sharedGoalsOf(db, input.owner);
}

/**
 * Runs a change on a shared goal with its row held; 404 when it is gone. Answers the owner's list as
 * it then stands.
 */
async function changeSharedGoal(
  db: DB,
  id: number,
  change: (trx: DB, current: { archivedAt: Date | null }, owner: SharedGoalOwner) => Promise<void>,
): Promise<SharedGoal[]> {
  const owner = await db.transaction().execute(async (trx) => {
    const current = await lockSharedGoal(trx, id);
    if (!current) throw new AppError("NOT_FOUND", SHARED_GOAL_MISSING);
    const owner = ownerOf(current);
    await change(trx, current, owner);
    return owner;
  });
  return sharedGoalsOf(db, owner);
}

/** A new title or description; the links to it stay. */
export function updateSharedGoal(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
  input: UpdateSharedGoalInput,
): Promise<SharedGoal[]> {
  return changeSharedGoal(db, input.id, (trx) =>
    updateSharedGoalRow(trx, input.id, {
      title: input.title,
      description: input.description,
      updatedAt: now(),
    }),
  );
}

/**
 * Archives (no new links; existing ones stay, shown as archived) or restores a shared goal; restoring
 * counts against `MAX_SHARED_GOALS`.
 */
export function setSharedGoalArchived(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
  input: ArchiveSharedGoalInput,
): Promise<SharedGoal[]> {
  return changeSharedGoal(db, input.id, async (trx, current, owner) => {
    if (input.archived === (current.archivedAt !== null)) return;
    // A restore counts against the limit as a new one does, with the owner's row held the same way.
    if (!input.archived) {
      await lockOwner(trx, owner);
      await requireRoom(trx, owner);
    }
    const at = now();
    await updateSharedGoalRow(trx, input.id, { archivedAt: input.archived ? at : null, updatedAt: at });
  });
}

/** A duplicated program starts with the source's open shared goals (nobody aligned yet). */
export function copySharedGoals(
  db: DB,
  caller: SessionUser,
  programs: { from: number; to: number },
  at: Date,
): Promise<void> {
  return copyProgramSharedGoals(db, programs.from, programs.to, caller.id, at);
}
