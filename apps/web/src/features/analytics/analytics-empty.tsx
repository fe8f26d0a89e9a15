import { Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconChartLine } from "@tabler/icons-react";

/** A tab with nothing to show: the documented sentence. */
export function AnalyticsEmpty({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconChartLine size={24} />
        </ThemeIcon>
        <Text fw={600}>{text}</Text>
      </Stack>
    </Paper>
  );
}
