import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  SHARED_GOAL_ARCHIVED,
  SHARED_GOAL_MISSING,
  SHARED_GOAL_NOT_AVAILABLE,
  SHARED_GOAL_PROGRAM_ARCHIVED,
  type AlignmentState,
  type MyAlignments,
  type MySharedGoal,
} from "../../schemas/goal-alignment";
import type { ServiceDeps, SessionUser } from "../deps";
import { ownerOf } from "./owner";
import {
  deleteAlignment,
  findAlignment,
  findMySharedGoals,
  findOwnAlignments,
  findSharedGoalFor,
  upsertAlignment,
} from "./queries";

/** A shared goal's state for one person: archived (it or its program), open to them, or left behind. */
export function alignmentState(row: {
  archivedAt: Date | null;
  programArchivedAt: Date | null;
  member: boolean | null;
}): AlignmentState {
  if (row.archivedAt !== null || row.programArchivedAt !== null) return "archived";
  return row.member ? "open" : "left";
}

/** Why a person may not align a goal to a shared goal in this state now. */
const refusals: Record<Exclude<AlignmentState, "open">, (programArchived: boolean) => AppError> = {
  archived: (programArchived) =>
    new AppError("CONFLICT", programArchived ? SHARED_GOAL_PROGRAM_ARCHIVED : SHARED_GOAL_ARCHIVED),
  left: () => new AppError("FORBIDDEN", SHARED_GOAL_NOT_AVAILABLE),
};

/**
 * Aligns the person's goal (which the caller has checked is theirs, inside `db`'s transaction) to a
 * shared goal, or clears it (null). Sent back unchanged, a link always stays, even to a shared goal
 * archived since or of a group the person has left. A new link needs a shared goal that is open to the
 * person now: not archived, its program not archived, and the person enrolled in that program or a
 * member of that group at this moment.
 */
export async function alignGoal(
  db: DB,
  userId: number,
  goalId: number,
  sharedGoalId: number | null,
  at: Date,
): Promise<void> {
  if (sharedGoalId === null) {
    await deleteAlignment(db, userId, goalId);
    return;
  }
  if ((await findAlignment(db, goalId)) === sharedGoalId) return;
  const sharedGoal = await findSharedGoalFor(db, userId, sharedGoalId);
  if (!sharedGoal) throw new AppError("NOT_FOUND", SHARED_GOAL_MISSING);
  const state = alignmentState(sharedGoal);
  if (state !== "open") throw refusals[state](sharedGoal.programArchivedAt !== null);
  await upsertAlignment(db, { goalId, sharedGoalId, userId, at });
}

/**
 * The participant's alignment tree: each shared goal open to them, and each one any of their goals is
 * aligned to (archived, or of a group they left), with their goals' ids. Program goals first.
 */
export async function myAlignments({ db }: ServiceDeps, caller: SessionUser): Promise<MyAlignments> {
  const [rows, links] = await Promise.all([
    findMySharedGoals(db, caller.id),
    findOwnAlignments(db, caller.id),
  ]);
  const sharedGoals: MySharedGoal[] = [];
  // Programs' shared goals first, then groups', each by owner name, then in the order they were added.
  const ordered = rows.sort(
    (a, b) =>
      Number(a.programId === null) - Number(b.programId === null) ||
      (a.ownerName ?? "").localeCompare(b.ownerName ?? "") ||
      a.id - b.id,
  );
  for (const row of ordered) {
    const state = alignmentState(row);
    const goalIds = links.filter((link) => link.sharedGoalId === row.id).map((link) => link.goalId);
    if (state !== "open" && goalIds.length === 0) continue;
    sharedGoals.push({
      id: row.id,
      title: row.title,
      description: row.description,
      owner: { ...ownerOf(row), name: row.ownerName ?? "" },
      state,
      goalIds,
    });
  }
  return { sharedGoals };
}
