import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { DocumentTitle } from "../components/document-title";
import { useSession } from "../features/auth/use-session";
import { displayName } from "../features/users/user-display";

/** The signed-in home (/). Placeholder: the full dashboard is being built separately. */
export default function DashboardPage() {
  const { user } = useSession();
  const firstName = displayName(user?.name).split(/\s+/)[0];

  return (
    <Container size="lg" py="xl">
      <DocumentTitle title="Dashboard" />
      <Stack gap="md">
        <Title order={1}>Leadership Development</Title>
        <Text size="lg">
          Welcome back, {firstName}. Track your progress, keep your goals moving and pick up where you left
          off.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/assessment">
            Take Assessment
          </Button>
          <Button component={Link} to="/lessons" variant="default">
            Browse lessons
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
