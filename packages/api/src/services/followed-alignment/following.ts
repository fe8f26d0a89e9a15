import type { FollowedAlignment } from "../../schemas/goal-alignment";
import type { ServiceDeps, SessionUser } from "../deps";
import { ownerOf } from "../goal-alignment/owner";
import { findSharedAlignmentsOf } from "../goal-alignment/queries";
import { findPeopleSharingWith } from "../manager-shares/queries";

type SharedGoalNode = FollowedAlignment["sharedGoals"][number];

/**
 * For a manager: for each person who shares with them, the shared goals (program or group) that the
 * goals they chose to share are aligned to, with those goals. Goals they keep to themselves stay out,
 * and so does a shared goal none of the shared goals is aligned to.
 */
export async function followedAlignments(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<FollowedAlignment[]> {
  const people = await findPeopleSharingWith(db, caller.id);
  const rows = await findSharedAlignmentsOf(
    db,
    people.map((person) => person.userId),
  );
  return people.map((person) => {
    const nodes = new Map<number, SharedGoalNode>();
    for (const row of rows.filter((r) => r.userId === person.userId)) {
      const node = nodes.get(row.id) ?? {
        id: row.id,
        title: row.title,
        owner: { kind: ownerOf(row).kind, name: row.ownerName ?? "" },
        archived: row.archivedAt !== null || row.programArchivedAt !== null,
        goals: [],
      };
      node.goals.push({
        id: row.goalId,
        title: row.goalTitle,
        status: row.goalStatus,
        progressPercentage: row.goalProgress,
      });
      nodes.set(row.id, node);
    }
    return { userId: person.userId, sharedGoals: [...nodes.values()] };
  });
}
