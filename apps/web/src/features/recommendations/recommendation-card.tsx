import type { Recommendation } from "@leadcoach/api/schemas";
import { Button, Collapse, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconBulb, IconCalendar } from "@tabler/icons-react";
import { useId, useState } from "react";
import { formatDueDate, priorityColors, priorityLabels, typeLabels } from "./recommendation-format";
import { ToneBadge } from "../../components/tone-badge";

export type RecommendationCardData = Pick<
  Recommendation,
  "id" | "type" | "title" | "content" | "priority" | "dueDate" | "reason"
>;

interface RecommendationCardProps {
  recommendation: RecommendationCardData;
  startLabel: string;
  /** The card title's heading level within its page. */
  headingOrder: 3 | 4;
  isStarting: boolean;
  isDismissing: boolean;
  onStart: () => void;
  onDismiss: () => void;
}

/** A recommendation: title, content, priority, due date, 'Why this?', Start and Dismiss. */
export function RecommendationCard({
  recommendation,
  startLabel,
  headingOrder,
  isStarting,
  isDismissing,
  onStart,
  onDismiss,
}: RecommendationCardProps) {
  const [showReason, setShowReason] = useState(false);
  const reasonId = useId();
  const titleId = useId();
  const due = formatDueDate(recommendation.dueDate);
  const busy = isStarting || isDismissing;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Stack gap={6}>
          <Group gap={6}>
            <ToneBadge color={priorityColors[recommendation.priority]}>
              {priorityLabels[recommendation.priority]}
            </ToneBadge>
            <ToneBadge color="gray">{typeLabels[recommendation.type]}</ToneBadge>
          </Group>
          <Title order={headingOrder} size="h5" id={titleId}>
            {recommendation.title}
          </Title>
        </Stack>
        <Text size="sm">{recommendation.content}</Text>
        {due && (
          <Group gap={4}>
            <IconCalendar size={14} aria-hidden />
            <Text size="xs" component="time" dateTime={recommendation.dueDate ?? undefined}>
              {due}
            </Text>
          </Group>
        )}
        {recommendation.reason && (
          <Collapse expanded={showReason} id={reasonId}>
            <Paper
              radius="sm"
              p="sm"
              bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
            >
              <Text size="sm">{recommendation.reason}</Text>
            </Paper>
          </Collapse>
        )}
        <Group justify="space-between" gap="xs" mt={4}>
          {recommendation.reason ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconBulb size={16} aria-hidden />}
              aria-expanded={showReason}
              aria-describedby={titleId}
              aria-controls={reasonId}
              onClick={() => setShowReason((value) => !value)}
            >
              Why this?
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={onDismiss}
              loading={isDismissing}
              disabled={busy && !isDismissing}
              aria-describedby={titleId}
            >
              Dismiss
            </Button>
            <Button
              size="xs"
              rightSection={<IconArrowRight size={14} aria-hidden />}
              onClick={onStart}
              loading={isStarting}
              aria-describedby={titleId}
              disabled={busy && !isStarting}
            >
              {startLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
