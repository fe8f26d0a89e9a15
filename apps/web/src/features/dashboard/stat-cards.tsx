import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconBook, IconChartBar, IconFlame, IconTarget, type Icon } from "@tabler/icons-react";
import { Link } from "react-router";
import { statCardsContent, type StatFigures } from "./stat-cards-content";

const icons: Record<keyof StatFigures, { icon: Icon; color: string }> = {
  overallScore: { icon: IconChartBar, color: "indigo" },
  completedLessons: { icon: IconBook, color: "green" },
  activeGoals: { icon: IconTarget, color: "violet" },
  streakDays: { icon: IconFlame, color: "orange" },
};

/** Overall score, completed lessons, active goals and streak days, each against its target. */
export function StatCards({ figures }: { figures: StatFigures }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {statCardsContent(figures).map((card) => {
        const { icon: CardIcon, color } = icons[card.key];
        return (
          <Paper key={card.key} withBorder radius="md" p="md" data-testid={`stat-${card.key}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {card.label}
                </Text>
                <ThemeIcon variant="light" color={color} radius="md" aria-hidden>
                  <CardIcon size={18} />
                </ThemeIcon>
              </Group>
              <Group gap={6} align="baseline">
                <Text fz={28} fw={700} lh={1}>
                  {card.value}
                </Text>
                {card.targetText && <Text size="sm">{card.targetText}</Text>}
              </Group>
              <Progress
                value={card.progress}
                color={color}
                size="sm"
                aria-label={`${card.label}: ${card.progress}% of target`}
              />
              {card.promptHref ? (
                <Anchor component={Link} to={card.promptHref} size="sm" fw={600}>
                  {card.note}
                </Anchor>
              ) : (
                <Text size="sm">{card.note}</Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
