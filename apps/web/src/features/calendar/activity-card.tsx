import type { ScheduledActivity, ScheduledActivityType } from "@leadcoach/api/schemas";
import { ActionIcon, Button, Card, Group, Menu, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBook,
  IconCalendarEvent,
  IconCalendarTime,
  IconDotsVertical,
  IconEdit,
  IconPlayerPlay,
  IconTarget,
  IconTrash,
  IconUsers,
  IconVideo,
  type Icon,
} from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { ToneBadge } from "../../components/tone-badge";
import { activityTypeMeta, formatTimeRange } from "./schedule-display";

const typeIcons: Record<ScheduledActivityType, Icon> = {
  skill_practice: IconTarget,
  lesson: IconBook,
  meeting: IconUsers,
  other: IconCalendarEvent,
};

interface ActivityCardProps {
  activity: ScheduledActivity;
  onReschedule: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onJoin: () => void;
  joinPending: boolean;
}

/** One scheduled activity. */
export function ActivityCard({
  activity,
  onReschedule,
  onEdit,
  onDelete,
  onJoin,
  joinPending,
}: ActivityCardProps) {
  const titleId = useId();
  const meta = activityTypeMeta[activity.type];
  const TypeIcon = typeIcons[activity.type];

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" color={meta.color}>
          <TypeIcon size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="xs">
              <ToneBadge color={meta.color}>{meta.label}</ToneBadge>
              {activity.status === "attended" && <ToneBadge color="teal">Attended</ToneBadge>}
            </Group>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${activity.title}`}>
                  <IconDotsVertical size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
                  Edit
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarTime size={16} aria-hidden />
            <Text size="sm" fw={500}>
              {formatTimeRange(activity.startTime, activity.endTime)}
            </Text>
          </Group>
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: "anywhere" }}>
            {activity.title}
          </Title>
          {activity.description && <Text size="sm">{activity.description}</Text>}
          {activity.type === "lesson" && activity.relatedLessonTitle && (
            <Text size="sm">Lesson: {activity.relatedLessonTitle}</Text>
          )}
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={onReschedule}>
              Reschedule
            </Button>
            {activity.type === "lesson" && activity.relatedId !== null ? (
              <Button
                size="xs"
                component={Link}
                to={`/lessons?start=${activity.relatedId}`}
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
              >
                Start Lesson
              </Button>
            ) : (
              <Button
                size="xs"
                onClick={onJoin}
                disabled={joinPending}
                leftSection={<IconVideo size={14} aria-hidden />}
              >
                Join
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
