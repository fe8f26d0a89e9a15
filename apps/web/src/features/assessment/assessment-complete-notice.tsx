import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";

interface AssessmentCompleteNoticeProps {
  daysUntilRetake: number;
}

/** Shown instead of the assessment when it is completed and cannot be retaken yet. */
export function AssessmentCompleteNotice({ daysUntilRetake }: AssessmentCompleteNoticeProps) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={1}>Assessment Complete</Title>
          <Text>You have already completed the leadership skills assessment.</Text>
          {daysUntilRetake > 0 && (
            <Text>
              You can retake it in {daysUntilRetake} {daysUntilRetake === 1 ? "day" : "days"}.
            </Text>
          )}
          <Button component={Link} to="/">
            Go to Dashboard
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
