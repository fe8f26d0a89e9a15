import { SimpleGrid, Stack, Text } from "@mantine/core";
import { Section } from "../../components/section";
import type { SystemInfo } from "./system-info";

/** The read-only system information the report carries. */
export function SystemInfoPanel({ info }: { info: SystemInfo }) {
  return (
    <Section id="bug-system-info" title="System Information" size="h4" gap="sm" p="md">
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
    </Section>
  );
}
