import type { DashboardSummary } from "@leadcoach/api/schemas";
import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconActivity,
  IconBook,
  IconClipboardCheck,
  IconMessageCircle,
  IconTarget,
  type Icon,
} from "@tabler/icons-react";
import { BareList } from "../../components/bare-list";
import { Section } from "../../components/section";
import { TimeAgo } from "../../components/time-ago";

const activityIcons: Record<string, Icon> = {
  lesson_completed: IconBook,
  role_play_completed: IconMessageCircle,
  goal_progress: IconTarget,
  assessment_taken: IconClipboardCheck,
};

export function RecentActivity({ activity }: { activity: DashboardSummary["recentActivity"] }) {
  return (
    <Section id="recent-activity-heading" title="Recent Activity" gap="sm">
      {activity.length === 0 ? (
        <Text size="sm">No recent activity</Text>
      ) : (
        <BareList gap="xs">
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
                    <TimeAgo at={item.timestamp} />
                  </Stack>
                </Group>
              </li>
            );
          })}
        </BareList>
      )}
    </Section>
  );
}
