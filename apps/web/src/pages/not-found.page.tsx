import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { DocumentTitle } from "../components/document-title";

export default function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <DocumentTitle title="Page Not Found" />
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text>Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/">
          Go to homepage
        </Button>
      </Stack>
    </Container>
  );
}
