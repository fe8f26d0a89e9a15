import { trpc } from "../../lib/trpc";
import { ALIGNMENT_PRIVACY_NOTE, alignmentOf, alignmentOptions } from "./alignment-display";

/**
 * What the goal form's 'Aligned to' field offers (`goalId`: the goal being edited, null for a new one):
 * the choices, the goal's current shared goal, and whether they are known yet (`ready`); a form that
 * could not read them leaves the alignment as it is.
 */
export function useAlignmentChoices(goalId: number | null) {
  const mine = trpc.goalAlignment.mine.useQuery();
  const sharedGoals = mine.data?.sharedGoals ?? [];
  const current = goalId === null ? null : alignmentOf(sharedGoals, goalId);
  return {
    loading: mine.isPending,
    ready: mine.isSuccess,
    current,
    options: alignmentOptions(sharedGoals, current),
    note: ALIGNMENT_PRIVACY_NOTE,
  };
}
