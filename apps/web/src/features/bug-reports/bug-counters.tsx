import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconBug, IconCircleCheck, IconClockHour4, type Icon } from "@tabler/icons-react";
import type { BugReportCounts } from "./bug-display";

const cards: { key: keyof BugReportCounts; icon: Icon; color: string }[] = [
  { key: "total", icon: IconBug, color: "indigo" },
  { key: "open", icon: IconClockHour4, color: "blue" },
  { key: "resolved", icon: IconCircleCheck, color: "green" },
  { key: "critical", icon: IconAlertTriangle, color: "red" },
];

interface BugCountersProps {
  counts: BugReportCounts;
  labels: Record<keyof BugReportCounts, string>;
}

/** Four counters over bug reports (total, open, resolved, critical). */
export function BugCounters({ counts, labels }: BugCountersProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map(({ key, icon: CardIcon, color }) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`bug-counter-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" fw={600}>
                {labels[key]}
              </Text>
              <Text fz={28} fw={700} lh={1.2}>
                {counts[key]}
              </Text>
            </div>
            <ThemeIcon variant="light" color={color} radius="md" aria-hidden>
              <CardIcon size={18} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
