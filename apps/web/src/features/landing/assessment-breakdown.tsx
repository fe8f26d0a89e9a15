import { Box, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  ASSESSMENT_AREAS,
  ASSESSMENT_MINUTES,
  ASSESSMENT_QUESTION_COUNT,
} from "../assessment/assessment-areas";

export function AssessmentBreakdown() {
  return (
    <Box
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      component="section"
      aria-labelledby="assessment-heading"
    >
      <Container size="lg" py={56}>
        <Stack gap="xl">
          <Stack gap="xs" ta="center" align="center">
            <Title order={2} id="assessment-heading">
              What the assessment covers
            </Title>
            <Text maw={620}>
              {ASSESSMENT_QUESTION_COUNT} questions in four areas, about {ASSESSMENT_MINUTES} minutes. Your
              answers set your starting scores and your first goals.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {ASSESSMENT_AREAS.map((area) => (
              <Paper key={area.label} withBorder p="lg" radius="md">
                <Text
                  fz={36}
                  fw={700}
                  lh={1}
                  c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-2))"
                >
                  {area.questionCount}
                </Text>
                <Text size="sm" mb="sm">
                  questions
                </Text>
                <Title order={3} size="h4" mb={6}>
                  {area.label}
                </Title>
                <Text size="sm">{area.description}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
