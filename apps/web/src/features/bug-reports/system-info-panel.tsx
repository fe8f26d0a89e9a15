import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { SystemInfo } from "./system-info";

/** The read-only system information the report carries. */
export function SystemInfoPanel({ info }: { info: SystemInfo }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bug-system-info">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bug-system-info">
          System Information
        </Title>
        <Text size="sm">This is sent with your report to help us reproduce the issue.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Browser
            </Text>
            <Text size="sm">{info.browserName}</Text>
            <Text size="xs" style={{ wordBreak: "break-all" }} data-testid="bug-user-agent">
              {info.userAgent}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Device
            </Text>
            <Text size="sm">Platform: {info.platform}</Text>
            <Text size="sm">Screen: {info.screenSize}</Text>
            <Text size="sm">Language: {info.language}</Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
