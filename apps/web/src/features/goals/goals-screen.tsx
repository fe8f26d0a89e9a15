import type { Goal } from "@leadcoach/api/schemas";
import { Alert, Button, SimpleGrid } from "@mantine/core";
import { IconPlus, IconSparkles, IconTargetArrow } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { CardGridSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { parseIdParam } from "../lessons/lesson-display";
import { CreateGoalDialog } from "./create-goal-dialog";
import { DeleteGoalDialog } from "./delete-goal-dialog";
import { EditGoalDialog } from "./edit-goal-dialog";
import { GoalCard } from "./goal-card";
import { recentGoalsMessage } from "./milestone-links";
import { PulseDialog } from "./pulse-dialog";
import { skillSelectData } from "./skill-options";
import { UpdateProgressDialog } from "./update-progress-dialog";
import { useUpdateGoal } from "./use-goal-mutations";
import { AlignedGoalsSection } from "../goal-alignment/aligned-goals-section";

/** /goals: Goal Management. `?create=true&skill={id}` opens 'New Goal'. */
export function GoalsScreen() {
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const goals = trpc.goals.list.useQuery({ userId: user.id });
  const categories = trpc.skills.categories.useQuery();
  const lessons = trpc.lessons.list.useQuery(undefined, {
    enabled: categories.isError || (categories.isSuccess && categories.data.length === 0),
  });
  const update = useUpdateGoal(user.id);
  const dismissRecent = trpc.goals.dismissRecent.useMutation({
    onError: (error) => console.error("Failed to dismiss the new-goals banner", error),
  });

  const [progressGoalId, setProgressGoalId] = useState<number | null>(null);
  const [editGoal, setEditGoal] = useState<Goal | null>(null);
  const [deleteGoal, setDeleteGoal] = useState<Goal | null>(null);
  const [recheckGoalId, setRecheckGoalId] = useState<number | null>(null);

  const createOpen = searchParams.get("create") === "true";
  const presetSkillId = parseIdParam(searchParams.get("skill"));
  const openCreate = () => setSearchParams({ create: "true" });
  const closeCreate = () => setSearchParams({}, { replace: true });

  const list = goals.data ?? [];
  // The dialog reads the goal from the list, so each toggle shows at once.
  const progressGoal = list.find((goal) => goal.id === progressGoalId) ?? null;
  const hasRecent = list.some((goal) => goal.isRecent) && !dismissRecent.isSuccess;
  const skillOptions = skillSelectData(categories.data, lessons.data);
  const newGoalButton = (label: string) => (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
      {label}
    </Button>
  );

  return (
    <Page
      title="Goal Management"
      description="Set leadership goals, break them into milestones and track your progress."
      actions={newGoalButton("New Goal")}
    >
      {hasRecent && (
        <Alert
          color="blue"
          icon={<IconSparkles aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => dismissRecent.mutate()}
        >
          {recentGoalsMessage(list)}
        </Alert>
      )}

      <AlignedGoalsSection />
      <QueryState
        query={goals}
        loading={<GoalsSkeleton />}
        errorTitle="Goals could not be loaded"
        isEmpty={(loaded) => loaded.length === 0}
        empty={
          <EmptyState
            icon={<IconTargetArrow size={32} />}
            title="No goals yet"
            description="Pick a skill to develop and set a goal with a few concrete milestones."
            action={newGoalButton("Create Your First Goal")}
          />
        }
      >
        {(loaded) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {loaded.map((goal) => (
              <GoalCard
                key={goal.id}
                goal={goal}
                onUpdateProgress={() => setProgressGoalId(goal.id)}
                onEdit={() => setEditGoal(goal)}
                onDelete={() => setDeleteGoal(goal)}
                onRecheck={() => setRecheckGoalId(goal.id)}
                pausePending={update.pendingGoalId === goal.id}
                onTogglePause={() =>
                  update.update({ goalId: goal.id, status: goal.status === "paused" ? "active" : "paused" })
                }
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      <CreateGoalDialog
        opened={createOpen}
        onClose={closeCreate}
        presetSkillId={presetSkillId}
        skillOptions={skillOptions}
      />
      <UpdateProgressDialog goal={progressGoal} onClose={() => setProgressGoalId(null)} userId={user.id} />
      <EditGoalDialog goal={editGoal} onClose={() => setEditGoal(null)} userId={user.id} />
      <DeleteGoalDialog goal={deleteGoal} onClose={() => setDeleteGoal(null)} />
      <PulseDialog
        goal={list.find((goal) => goal.id === recheckGoalId) ?? null}
        onClose={() => setRecheckGoalId(null)}
      />
    </Page>
  );
}

function GoalsSkeleton() {
  return (
    <CardGridSkeleton
      label="Loading goals"
      count={4}
      cols={{ base: 1, md: 2 }}
      lines={[[20, "45%"], [24, "80%"], [8], [60], [32, "60%"]]}
    />
  );
}
