import type { GoalStatus, SharedGoalOwnerKind } from "@leadcoach/api/schemas";
import { Badge, Box, Group, Progress, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { ToneBadge } from "../../components/tone-badge";
import { statusColors, statusLabel } from "../goals/goal-display";
import { ownerLabel } from "./alignment-display";

/** One of the person's goals under a shared goal: title, status and progress only. */
export interface TreeGoal {
  id: number;
  title: string;
  status: GoalStatus;
  progressPercentage: number;
}

/** A shared goal with the goals aligned to it; `note` says why it takes no new ones (archived, left). */
export interface TreeNode {
  id: number;
  title: string;
  owner: { kind: SharedGoalOwnerKind; name: string };
  note: string | null;
  goals: TreeGoal[];
}

const branch = {
  listStyle: "none",
  margin: 0,
  borderInlineStart: "2px solid var(--mantine-color-default-border)",
} as const;

function GoalLeaf({ goal, compact }: { goal: TreeGoal; compact: boolean }) {
  const percent = Math.round(goal.progressPercentage);
  return (
    <Box component="li" pl="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" style={{ flex: "1 1 10rem", overflowWrap: "anywhere" }}>
            {goal.title}
          </Text>
          {!compact && <ToneBadge color={statusColors[goal.status]}>{statusLabel(goal.status)}</ToneBadge>}
          <Text size="sm" fw={600}>
            {percent}%
          </Text>
        </Group>
        <Progress size="sm" value={percent} aria-label={`${goal.title}: ${percent}% done`} />
      </Stack>
    </Box>
  );
}

interface AlignmentTreeProps {
  nodes: TreeNode[];
  /** Names the whole tree for assistive technology. */
  label: string;
  /** Under a shared goal none of the goals is aligned to. */
  emptyBranch?: string;
  /** Leaves out the owner (all nodes share it) and the goals' status. */
  compact?: boolean;
}

/**
 * Shared goals and, under each, the goals aligned to it: a list of lists (a tree screen readers read
 * as nested lists, each branch named by its shared goal), the branches drawn as a line.
 */
export function AlignmentTree({ nodes, label, emptyBranch, compact = false }: AlignmentTreeProps) {
  const prefix = useId();
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
      {nodes.map((node) => {
        const headingId = `${prefix}-${node.id}`;
        return (
          <li key={node.id}>
            <Stack gap={6}>
              <Stack gap={0}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} id={headingId} style={{ overflowWrap: "anywhere" }}>
                    {node.title}
                  </Text>
                  {node.note && (
                    <Badge variant="light" color="gray">
                      {node.note}
                    </Badge>
                  )}
                </Group>
                {!compact && <Text size="xs">{ownerLabel(node.owner)}</Text>}
              </Stack>
              {node.goals.length === 0 ? (
                emptyBranch && <Text size="sm">{emptyBranch}</Text>
              ) : (
                <Stack
                  component="ul"
                  gap="xs"
                  py={2}
                  pl={0}
                  ml="xs"
                  style={branch}
                  aria-labelledby={headingId}
                >
                  {node.goals.map((goal) => (
                    <GoalLeaf key={goal.id} goal={goal} compact={compact} />
                  ))}
                </Stack>
              )}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
