import type { DashboardSummary } from "@leadcoach/api/schemas";
import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconActivity,
  IconBook,
  IconClipboardCheck,
  IconMessageCircle,
  IconTarget,
  type Icon,
} from "@tabler/icons-react";
import { formatRelativeTime } from "../notifications/relative-time";

const activityIcons: Record<string, Icon> = {
  lesson_completed: IconBook,
  role_play_completed: IconMessageCircle,
  goal_progress: IconTarget,
  assessment_taken: IconClipboardCheck,
};

export function RecentActivity({ activity }: { activity: DashboardSummary["recentActivity"] }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-activity-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="recent-activity-heading">
          Recent Activity
        </Title>
        {activity.length === 0 ? (
          <Text size="sm">No recent activity</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {activity.map((item, index) => {
              const ItemIcon = activityIcons[item.type] ?? IconActivity;
              return (
                <li key={`${item.timestamp}-${index}`}>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" radius="xl" size={30} aria-hidden>
                      <ItemIcon size={16} />
                    </ThemeIcon>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm">{item.title}</Text>
                      <Text size="xs" component="time" dateTime={item.timestamp}>
                        {formatRelativeTime(item.timestamp)}
                      </Text>
                    </Stack>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
