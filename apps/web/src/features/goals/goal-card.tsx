import type { Goal } from "@leadcoach/api/schemas";
import { Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconCalendarDue,
  IconCircleCheck,
  IconCircleDashed,
  IconEdit,
  IconListCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconTarget,
  IconTrash,
} from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { ToneBadge } from "../../components/tone-badge";
import { formatInstantDate } from "../../lib/format-date";
import {
  daysLeftLabel,
  formatCalendarDate,
  priorityColors,
  priorityLabel,
  statusColors,
  statusLabel,
} from "./goal-display";
import { GoalShareSwitch } from "../manager-shares/goal-share-switch";
import { GoalProgress } from "./goal-progress";
import { completedByLabel, milestoneAction } from "./milestone-links";

interface GoalCardProps {
  goal: Goal;
  onUpdateProgress: () => void;
  onEdit: () => void;
  onTogglePause: () => void;
  onDelete: () => void;
  /** Opens the mid-way skill re-check. */
  onRecheck: () => void;
  pausePending: boolean;
}

export function GoalCard({
  goal,
  onUpdateProgress,
  onEdit,
  onTogglePause,
  onDelete,
  onRecheck,
  pausePending,
}: GoalCardProps) {
  const titleId = useId();
  const daysLeft = daysLeftLabel(goal);
  // Only the server's `overdue` (an active goal past its date) is shown in red; a paused goal never is.
  const overdue = goal.overdue;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <ToneBadge color={priorityColors[goal.priority]}>{priorityLabel(goal.priority)}</ToneBadge>
              <ToneBadge color={statusColors[goal.status]}>{statusLabel(goal.status)}</ToneBadge>
            </Group>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: "anywhere" }}>
              {goal.title}
            </Title>
            {goal.description && <Text size="sm">{goal.description}</Text>}
          </Stack>
        </Group>

        <Group gap="lg" wrap="wrap">
          {goal.skillName && (
            <Group gap={4} wrap="nowrap">
              <IconTarget size={16} aria-hidden />
              <Text size="sm">{goal.skillName}</Text>
            </Group>
          )}
          {goal.targetDate && (
            <Group gap={4} wrap="nowrap">
              <IconCalendarDue size={16} aria-hidden />
              <Text size="sm">Target {formatCalendarDate(goal.targetDate)}</Text>
            </Group>
          )}
          {daysLeft && (
            <Text size="sm" fw={600} c={overdue ? "var(--mantine-color-error)" : undefined}>
              {daysLeft}
            </Text>
          )}
          {goal.targetScore !== null && goal.targetScore !== undefined && (
            <Text size="sm">
              Skill {goal.currentScore ?? 0}% → target {goal.targetScore}%
            </Text>
          )}
        </Group>

        <GoalProgress goal={goal} greenWhenCompleted />
        <GoalShareSwitch goal={goal} />

        {goal.milestones.length > 0 && (
          <List spacing={6} size="sm" center aria-label="Milestones">
            {goal.milestones.map((milestone, index) => (
              <List.Item
                key={index}
                icon={
                  <ThemeIcon
                    size={20}
                    radius="xl"
                    variant={milestone.completed ? "filled" : "light"}
                    color={milestone.completed ? "green" : "gray"}
                  >
                    {milestone.completed ? (
                      <IconCircleCheck size={14} aria-hidden />
                    ) : (
                      <IconCircleDashed size={14} aria-hidden />
                    )}
                  </ThemeIcon>
                }
              >
                <Text size="sm" span td={milestone.completed ? "line-through" : undefined}>
                  {milestone.description}
                </Text>
                <Text size="sm" span>
                  {milestone.completed
                    ? ` (completed${milestone.completedAt ? ` ${formatInstantDate(milestone.completedAt)}` : ""}${
                        completedByLabel(milestone.completedBy)
                          ? ` ${completedByLabel(milestone.completedBy)}`
                          : ""
                      })`
                    : ""}
                </Text>
                {!milestone.completed && goal.status !== "completed" && (
                  <MilestoneLinkAction goal={goal} link={milestone.completes} onRecheck={onRecheck} />
                )}
              </List.Item>
            ))}
          </List>
        )}

        <Group gap="xs" wrap="wrap">
          <Button size="sm" leftSection={<IconListCheck size={16} aria-hidden />} onClick={onUpdateProgress}>
            Update Progress
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={onEdit}
          >
            Edit Goal
          </Button>
          {goal.status !== "completed" && (
            <Button
              size="sm"
              variant="default"
              disabled={pausePending}
              leftSection={
                goal.status === "paused" ? (
                  <IconPlayerPlay size={16} aria-hidden />
                ) : (
                  <IconPlayerPause size={16} aria-hidden />
                )
              }
              onClick={onTogglePause}
            >
              {goal.status === "paused" ? "Resume" : "Pause"}
            </Button>
          )}
          <Button
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Where an open linked milestone's work is done, or the re-check once it is due. */
function MilestoneLinkAction({
  goal,
  link,
  onRecheck,
}: {
  goal: Goal;
  link: Goal["milestones"][number]["completes"];
  onRecheck: () => void;
}) {
  const action = milestoneAction(link);
  if (!action) return null;
  if (action.href) {
    return (
      <Anchor component={Link} to={action.href} size="sm" ml="xs">
        {action.label}
      </Anchor>
    );
  }
  if (goal.pulse?.due) {
    return (
      <Button size="compact-sm" variant="light" ml="xs" onClick={onRecheck}>
        {action.label}
      </Button>
    );
  }
  return goal.pulse && goal.pulse.score === null ? (
    <Text size="sm" span c="dimmed" ml="xs">
      (re-check from {formatCalendarDate(goal.pulse.availableFrom)})
    </Text>
  ) : null;
}
