import { Box, Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useAssessmentAreas } from "../assessment/use-assessment-areas";

export function AssessmentBreakdown() {
  const { data } = useAssessmentAreas();
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
            {data ? (
              <Text maw={620}>
                {data.questionCount} questions in four areas, about {data.estimatedMinutes} minutes. Your
                answers set your starting scores and your first goals.
              </Text>
            ) : (
              <Skeleton height={24} width={480} maw="100%" />
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {!data && [1, 2, 3, 4].map((n) => <Skeleton key={n} height={180} radius="md" aria-hidden />)}
            {data?.areas.map((area) => (
              <Paper key={area.categoryId} withBorder p="lg" radius="md">
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
                  {area.name}
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
