import { Badge, Box, Container, Group, Text } from "@mantine/core";

export function BetaBanner() {
  return (
    <Box bg="light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-6))" py="xs">
      <Container size="lg">
        <Group gap="sm" justify="center" wrap="nowrap">
          {/* Never squeezed: the text beside it wraps instead. */}
          <Badge
            variant="filled"
            size="sm"
            style={{ flex: "none", maxWidth: "none" }}
            data-testid="beta-badge"
          >
            Beta
          </Badge>
          <Text size="sm">
            Beta — we&apos;re building this with early users, and your feedback shapes what comes next.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
