import { Badge, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAward, IconBolt, IconLockOpen, IconSparkles, IconStar, type Icon } from "@tabler/icons-react";
import {
  gamificationSummary,
  type ContentStyle,
  type ShownRewardKind,
  type StepGamification,
} from "./step-content";

const kindIcons: Record<ShownRewardKind, Icon> = {
  progress_unlock: IconLockOpen,
  skill_point: IconStar,
  achievement: IconAward,
  pattern_master: IconSparkles,
  efficiency_bonus: IconBolt,
};

/** The step's reward in the chosen wording: skill points, an achievement with its badge... */
export function GamificationCallout({
  gamification,
  style,
}: {
  gamification: StepGamification;
  style: ContentStyle;
}) {
  const summary = gamificationSummary(gamification, style);
  if (!summary) return null;
  const KindIcon = kindIcons[summary.kind];
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-indigo-light)">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon variant="filled" radius="xl" size="lg">
          <KindIcon size={20} aria-hidden />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700}>{summary.headline}</Text>
          {summary.detail && <Text size="sm">{summary.detail}</Text>}
          {summary.badge && (
            <Group gap={6}>
              <Text size="sm">Badge:</Text>
              <Badge variant="filled" leftSection={<IconAward size={14} aria-hidden />}>
                {summary.badge}
              </Badge>
            </Group>
          )}
          {summary.message && <Text size="sm">{summary.message}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}
