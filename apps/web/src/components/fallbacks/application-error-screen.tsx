import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** The generic screen for any render error. */
export function ApplicationErrorScreen() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" maw={440} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon color="red" variant="light" size={56} radius="xl">
            <IconAlertTriangle size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Application Error
          </Title>
          <Text>Something went wrong. Please refresh the page.</Text>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
