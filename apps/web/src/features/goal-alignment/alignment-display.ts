import {
  ALIGNMENT_MIN_PEOPLE,
  type AlignmentState,
  type MySharedGoal,
  type SharedGoal,
  type SharedGoalOwnerKind,
} from "@leadcoach/api/schemas";
import type { ComboboxData } from "@mantine/core";

/** Said wherever a person aligns a goal: what admins see of it. */
export const ALIGNMENT_PRIVACY_NOTE = `A shared goal of your program or group. Admins see only how many goals are aligned to it once ${ALIGNMENT_MIN_PEOPLE} or more people have, never whose or which.`;

/** 'First 90 days (program)', 'Platform team (group)'. */
export function ownerLabel(owner: { kind: SharedGoalOwnerKind; name: string }): string {
  return `${owner.name} (${owner.kind})`;
}

/** Why a shared goal takes no new goals, or null when it does. */
export function stateNote(state: AlignmentState, kind: SharedGoalOwnerKind): string | null {
  if (state === "archived") return "Archived";
  if (state === "left") return kind === "group" ? "You left this group" : "You left this program";
  return null;
}

/**
 * The 'Aligned to' choices, grouped by program or group: the shared goals open to the person, and the
 * one the goal is aligned to now whatever its state (so the form shows it and may keep it).
 */
export function alignmentOptions(
  sharedGoals: readonly MySharedGoal[],
  currentId: number | null,
): ComboboxData {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const goal of sharedGoals) {
    if (goal.state !== "open" && goal.id !== currentId) continue;
    const note = stateNote(goal.state, goal.owner.kind);
    const key = ownerLabel(goal.owner);
    groups.set(key, [
      ...(groups.get(key) ?? []),
      { value: String(goal.id), label: note ? `${goal.title} (${note.toLowerCase()})` : goal.title },
    ]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** The shared goal a goal is aligned to, or null. */
export function alignmentOf(sharedGoals: readonly MySharedGoal[], goalId: number): number | null {
  return sharedGoals.find((goal) => goal.goalIds.includes(goalId))?.id ?? null;
}

/** What admins see of a shared goal's alignment: a count only from `ALIGNMENT_MIN_PEOPLE` people on. */
export function alignedCountLabel(aligned: SharedGoal["aligned"]): string {
  if (aligned === null) return `Fewer than ${ALIGNMENT_MIN_PEOPLE} people aligned`;
  const goals = aligned.goals === 1 ? "1 goal" : `${aligned.goals} goals`;
  return `${goals} aligned, from ${aligned.people} people`;
}
