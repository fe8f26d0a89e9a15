import {
  ALIGNMENT_MIN_PEOPLE,
  MAX_SHARED_GOALS,
  type Group,
  type SharedGoal,
  type SharedGoalOwner,
} from "@leadcoach/api/schemas";
import { Badge, Button, Group as Row, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { BareList } from "../../components/bare-list";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { GroupSelect } from "../groups/group-select";
import { alignedCountLabel } from "./alignment-display";
import { SharedGoalDialog } from "./shared-goal-dialog";

const ADMIN_SEES = `Participants align their own goals to these. You see how many goals are aligned once ${ALIGNMENT_MIN_PEOPLE} or more people have, never whose or which.`;

function SharedGoalRow({
  goal,
  onEdit,
  onArchive,
  pending,
}: {
  goal: SharedGoal;
  onEdit: () => void;
  onArchive: () => void;
  pending: boolean;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Row justify="space-between" gap="xs" wrap="wrap">
          <Row gap="xs" wrap="wrap" style={{ flex: "1 1 14rem", minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {goal.title}
            </Text>
            {goal.archived && (
              <Badge variant="light" color="gray">
                Archived
              </Badge>
            )}
          </Row>
          <Row gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${goal.title}`}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              loading={pending}
              onClick={onArchive}
              aria-label={`${goal.archived ? "Restore" : "Archive"} ${goal.title}`}
            >
              {goal.archived ? "Restore" : "Archive"}
            </Button>
          </Row>
        </Row>
        {goal.description && (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {goal.description}
          </Text>
        )}
        <Text size="sm">{alignedCountLabel(goal.aligned)}</Text>
      </Stack>
    </Paper>
  );
}

/** A program's or group's shared goals: add, edit, archive and restore; counts from 5 people on. */
function SharedGoalsList({
  owner,
  ownerName,
  closed,
}: {
  owner: SharedGoalOwner;
  ownerName: string;
  closed: boolean;
}) {
  const list = trpc.goalAlignment.sharedGoals.useQuery({ owner });
  const [editing, setEditing] = useState<{ goal: SharedGoal | null } | null>(null);
  const archive = trpc.goalAlignment.setSharedGoalArchived.useMutation({
    onSuccess: (_goals, input) =>
      showToast({
        title: input.archived ? "Shared goal archived" : "Shared goal restored",
        message: input.archived
          ? "Goals aligned to it stay aligned; nobody can newly align to it."
          : undefined,
      }),
    onError: toastOnError("Not changed", "The shared goal could not be changed."),
  });
  const open = (list.data ?? []).filter((goal) => !goal.archived).length;
  return (
    <Stack gap="sm">
      <Row justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: "1 1 18rem" }}>
          {ADMIN_SEES}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={closed || open >= MAX_SHARED_GOALS}
          onClick={() => setEditing({ goal: null })}
        >
          Add shared goal
        </Button>
      </Row>
      <QueryState
        query={list}
        loading={<ListSkeleton label="Loading shared goals" rows={2} height={64} />}
        errorTitle="The shared goals could not be loaded"
        isEmpty={(goals) => goals.length === 0}
        empty={<Text size="sm">No shared goals yet: add up to {MAX_SHARED_GOALS}.</Text>}
      >
        {(goals) => (
          <BareList gap="xs" aria-label={`Shared goals of ${ownerName}`}>
            {goals.map((goal) => (
              <SharedGoalRow
                key={goal.id}
                goal={goal}
                onEdit={() => setEditing({ goal })}
                onArchive={() => archive.mutate({ id: goal.id, archived: !goal.archived })}
                pending={archive.isPending && archive.variables.id === goal.id}
              />
            ))}
          </BareList>
        )}
      </QueryState>
      <SharedGoalDialog
        owner={owner}
        goal={editing?.goal ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

/** On /admin/programs/:programId: the program's shared goals (none new once it is archived). */
export function ProgramSharedGoals({
  programId,
  name,
  archived,
}: {
  programId: number;
  name: string;
  archived: boolean;
}) {
  return (
    <Section id="program-shared-goals" title="Shared goals">
      <SharedGoalsList owner={{ kind: "program", id: programId }} ownerName={name} closed={archived} />
    </Section>
  );
}

/** On /admin/groups: a group's shared goals, the group picked by name. */
export function GroupSharedGoals() {
  const [group, setGroup] = useState<Group | null>(null);
  return (
    <Section
      id="group-shared-goals"
      title="Shared goals"
      description="Goals a group works towards together; its members align their own goals to them."
    >
      <GroupSelect
        label="Group"
        placeholder="Find a group by name"
        value={group}
        onChange={setGroup}
        w={360}
      />
      {group && (
        <SharedGoalsList
          key={group.id}
          owner={{ kind: "group", id: group.id }}
          ownerName={group.name}
          closed={false}
        />
      )}
    </Section>
  );
}
