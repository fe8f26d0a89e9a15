import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Skeleton,
} from "@mantine/core";
import { IconClipboardList, IconClock, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RESULTS_PATH } from "./retake-availability";
import { useAssessmentAreas } from "./use-assessment-areas";

interface AssessmentIntroProps {
  /** ISO date of the previous assessment, when this is a retake. */
  lastCompletedAt: string | null;
  onStart: () => void;
}

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long" });

/** The intro view: what the assessment covers and a 'Start Assessment' button. */
export function AssessmentIntro({ lastCompletedAt, onStart }: AssessmentIntroProps) {
  const areas = useAssessmentAreas();
  /** A headline figure beside its icon; a placeholder until the areas have loaded. */
  const figure = (icon: ReactNode, text: string | null) => (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        {text === null ? (
          <Skeleton height={28} width={140} />
        ) : (
          <Text fz="xl" fw={700}>
            {text}
          </Text>
        )}
      </Group>
    </Paper>
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Leadership Skills Assessment</Title>
          <Text size="lg">
            Each question is a short situation from engineering work with five plausible actions: choose the
            one you would take. Experienced engineering leaders would rank them differently, and the best one
            is not always the obvious one. Your choices set your starting scores, your first goals and your
            recommendations.
          </Text>
        </Stack>

        {lastCompletedAt && (
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title="Retaking the assessment"
          >
            Your last assessment was on {dateFormat.format(new Date(lastCompletedAt))}. Your new answers will
            update your skill scores.{" "}
            <Anchor component={Link} to={RESULTS_PATH}>
              See your last results
            </Anchor>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {figure(
            <IconClipboardList size={26} />,
            areas.data ? `${areas.data.questionCount} Questions` : null,
          )}
          {figure(<IconClock size={26} />, areas.data ? `${areas.data.estimatedMinutes} Minutes` : null)}
        </SimpleGrid>

        <Stack gap="sm" component="section" aria-labelledby="assessment-areas-heading">
          <Title order={2} size="h3" id="assessment-areas-heading">
            The four areas
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {areas.data?.areas.map((area) => (
              <Paper key={area.categoryId} withBorder radius="md" p="md">
                <Group justify="space-between" align="baseline" gap="xs" mb={4}>
                  <Title order={3} size="h4">
                    {area.name}
                  </Title>
                  <Text size="sm">
                    {area.questionCount} questions (Q{area.firstQuestion}-{area.lastQuestion})
                  </Text>
                </Group>
                <Text size="sm">{area.description}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>

        <Text size="sm">
          Your answers are saved in this browser as you go, so you can take a break and continue later.
        </Text>
        <Group>
          <Button size="md" onClick={onStart}>
            Start Assessment
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
