import {
  canMarkDone,
  joinWindow,
  offersJoin,
  type ScheduledActivity,
  type ScheduledActivityType,
} from "@leadcoach/api/schemas";
import { ActionIcon, Button, Card, Group, Menu, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBook,
  IconCalendarEvent,
  IconArrowBackUp,
  IconCalendarTime,
  IconCheck,
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

export interface ActivityActions {
  onReschedule: (activity: ScheduledActivity) => void;
  onEdit: (activity: ScheduledActivity) => void;
  onDelete: (activity: ScheduledActivity) => void;
  onJoin: (activity: ScheduledActivity) => void;
  onMarkDone: (activity: ScheduledActivity) => void;
  onUndoDone: (activity: ScheduledActivity) => void;
  /** The activity whose Join, Mark as done or Undo is in flight. */
  pendingId: number | null;
}

interface ActivityCardProps {
  activity: ScheduledActivity;
  actions: ActivityActions;
  now: Date;
}

/**
 * One scheduled activity. 'Join' shows from 10 minutes before the start until the end (the server
 * holds the same window); 'Mark as done' from the start on, and 'Undo' once it is done.
 */
export function ActivityCard({ activity, actions, now }: ActivityCardProps) {
  const titleId = useId();
  const meta = activityTypeMeta[activity.type];
  const TypeIcon = typeIcons[activity.type];
  const pending = actions.pendingId === activity.id;

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
              {activity.completedAt ? (
                <ToneBadge color="teal">Done</ToneBadge>
              ) : (
                activity.joinedAt && <ToneBadge color="teal">Attended</ToneBadge>
              )}
            </Group>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${activity.title}`}>
                  <IconDotsVertical size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => actions.onEdit(activity)}
                >
                  Edit
                </Menu.Item>
                <Menu.Item
                  color="var(--mantine-color-error)"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => actions.onDelete(activity)}
                >
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
            <Button size="xs" variant="default" onClick={() => actions.onReschedule(activity)}>
              Reschedule
            </Button>
            {!offersJoin(activity) ? (
              <Button
                size="xs"
                component={Link}
                to={`/lessons?start=${activity.relatedId}`}
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
              >
                Start Lesson
              </Button>
            ) : (
              joinWindow(activity, now) === "open" && (
                <Button
                  size="xs"
                  onClick={() => actions.onJoin(activity)}
                  disabled={pending}
                  leftSection={<IconVideo size={14} aria-hidden />}
                >
                  Join
                </Button>
              )
            )}
            {activity.completedAt ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => actions.onUndoDone(activity)}
                disabled={pending}
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
              >
                Undo
              </Button>
            ) : (
              canMarkDone(activity, now) && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => actions.onMarkDone(activity)}
                  disabled={pending}
                  leftSection={<IconCheck size={14} aria-hidden />}
                >
                  Mark as done
                </Button>
              )
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
