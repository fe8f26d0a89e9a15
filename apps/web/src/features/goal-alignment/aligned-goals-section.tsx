import type { Goal, MySharedGoal } from "@leadcoach/api/schemas";
import { Section } from "../../components/section";
import { LoadErrorAlert } from "../../components/fallbacks/load-error-alert";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { stateNote } from "./alignment-display";
import { AlignmentTree, type TreeNode } from "./alignment-tree";

/** The person's shared goals as tree nodes, each with their own goals (from `goals.list`) under it. */
export function myTreeNodes(sharedGoals: readonly MySharedGoal[], goals: readonly Goal[]): TreeNode[] {
  const byId = new Map(goals.map((goal) => [goal.id, goal]));
  return sharedGoals.map((shared) => ({
    id: shared.id,
    title: shared.title,
    owner: shared.owner,
    note: stateNote(shared.state, shared.owner.kind),
    goals: shared.goalIds.flatMap((id) => {
      const goal = byId.get(id);
      return goal ? [goal] : [];
    }),
  }));
}

/**
 * On /goals: the shared goals of the person's programs and groups with their own goals aligned to each
 * (a goal is aligned from its 'Edit'). Nothing when no shared goal concerns them, nor until their goals
 * (the screen's own query) have loaded.
 */
export function AlignedGoalsSection() {
  const user = useSignedInUser();
  const mine = trpc.goalAlignment.mine.useQuery();
  const goals = trpc.goals.list.useQuery({ userId: user.id });
  if (mine.isError) {
    return (
      <LoadErrorAlert
        title="Your aligned goals could not be loaded"
        message={mine.error.message}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  const sharedGoals = mine.data?.sharedGoals ?? [];
  if (sharedGoals.length === 0 || !goals.data) return null;
  return (
    <Section
      id="aligned-goals-heading"
      title="Aligned goals"
      description="The shared goals of your programs and groups, and which of your goals work towards each. Align a goal from its Edit button."
    >
      <AlignmentTree
        nodes={myTreeNodes(sharedGoals, goals.data)}
        label="Shared goals and your goals aligned to them"
        emptyBranch="None of your goals is aligned to this yet."
      />
    </Section>
  );
}
