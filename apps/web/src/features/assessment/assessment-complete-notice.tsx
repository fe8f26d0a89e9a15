import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconChartBar, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { trpc } from "../../lib/trpc";
import { formatRetakeDay, RESULTS_PATH } from "./retake-availability";

interface AssessmentCompleteNoticeProps {
  daysUntilRetake: number;
  retakeAvailableAt: string | null;
}

/**
 * Shown instead of the assessment when it is completed and cannot be retaken yet: the notice, the
 * latest result in short and the way to the full results, so the page is never a dead end.
 */
export function AssessmentCompleteNotice({
  daysUntilRetake,
  retakeAvailableAt,
}: AssessmentCompleteNoticeProps) {
  const results = trpc.assessment.results.useQuery({});
  const latest = results.data;
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
          {daysUntilRetake > 0 && retakeAvailableAt && (
            <Text size="sm">Available again on {formatRetakeDay(retakeAvailableAt)}.</Text>
          )}

          {results.isPending ? (
            <Skeleton height={72} width="100%" />
          ) : (
            latest && (
              <Stack gap="xs" w="100%" data-testid="latest-result-summary">
                <Text fw={600}>
                  Your latest result: <span data-testid="latest-overall">{latest.overallScore}%</span> overall
                </Text>
                <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
                  {latest.categories.map((category) => (
                    <Stack key={category.categoryId} gap={0}>
                      <Text fz="lg" fw={700}>
                        {category.score}%
                      </Text>
                      <Text size="xs">{category.shortLabel}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            )
          )}

          <Group justify="center" gap="sm">
            <Button component={Link} to={RESULTS_PATH} leftSection={<IconChartBar size={16} aria-hidden />}>
              View your results
            </Button>
            <Button component={Link} to="/" variant="default">
              Go to Dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
