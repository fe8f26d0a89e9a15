import { Badge, Box, Container, Group, Text } from "@mantine/core";

export function BetaBanner() {
  return (
    <Box bg="light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-6))" py="xs">
      <Container size="lg">
        <Group gap="sm" justify="center" wrap="nowrap">
          <Badge variant="filled" size="sm">
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
