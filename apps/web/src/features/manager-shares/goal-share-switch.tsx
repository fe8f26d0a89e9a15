import type { Goal } from "@leadcoach/api/schemas";
import { Switch } from "@mantine/core";
import { useState } from "react";
import { toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/**
 * 'Share with my manager' on a goal card, shown only to someone who shares their progress with a
 * manager: the goal's title, status and progress then show on the manager's /following.
 */
export function GoalShareSwitch({ goal }: { goal: Pick<Goal, "id" | "title" | "sharedWithManager"> }) {
  const saved = goal.sharedWithManager ?? false;
  // The switch moves at once; the goal's reloaded value takes over as soon as it differs from the one chosen over.
  const [chosen, setChosen] = useState<{ value: boolean; over: boolean } | null>(null);
  const mine = trpc.managerShares.mine.useQuery();
  const setShared = trpc.managerShares.setGoalShared.useMutation({
    onError: (error) => {
      setChosen(null);
      toastOnError("The goal's sharing could not be changed", "Please try again.")(error);
    },
  });
  if (!mine.data?.shares.some((share) => share.status !== "withdrawn")) return null;
  return (
    <Switch
      label="Share with my manager"
      aria-label={`Share '${goal.title}' with my manager`}
      checked={chosen && chosen.over === saved ? chosen.value : saved}
      onChange={(event) => {
        const shared = event.currentTarget.checked;
        setChosen({ value: shared, over: saved });
        setShared.mutate({ goalId: goal.id, shared });
      }}
    />
  );
}
