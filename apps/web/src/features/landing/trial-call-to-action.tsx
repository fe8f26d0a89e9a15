import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function TrialCallToAction() {
  return (
    <Container size="md" py={56} component="section" aria-labelledby="trial-heading">
      <Paper radius="lg" p={{ base: "lg", sm: 48 }} bg="var(--mantine-primary-color-filled)" c="white">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="trial-heading">
            Ready to lead with confidence?
          </Title>
          <Text maw={560}>
            Create your account, take the assessment and get a learning path built around your own strengths
            and gaps.
          </Text>
          <Button component={Link} to="/signup" size="md" variant="white">
            Start your free trial
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
