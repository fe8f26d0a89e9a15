import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  Progress,
  RingProgress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowRight, IconBook, IconClipboardList, IconInfoCircle, IconTarget } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { DocumentTitle } from "../../../components/document-title";
import { PageHeader } from "../../../components/page";
import { EmptyState } from "../../../components/empty-state";
import { BusyRegion } from "../../../components/loading";
import { LoadErrorAlert } from "../../../components/fallbacks/load-error-alert";
import { QueryState } from "../../../components/query-state";
import { ToneBadge } from "../../../components/tone-badge";
import { categoryColor } from "../../../lib/category-colors";
import { trpc, type RouterOutputs } from "../../../lib/trpc";
import { skillStatusColor } from "../../../lib/skill-status";
import { formatRetakeDay } from "../retake-availability";
import { AssessmentHistory } from "./assessment-history";
import { CategoryComparisonChart } from "./category-comparison-chart";
import { FocusQuestion } from "./focus-question";
import {
  changeColor,
  describeChange,
  formatChange,
  formatLongDate,
  formatShortDate,
  nextStepFor,
  scoreMeaning,
  SELF_VIEW_NOTE,
} from "./results-content";
import { BareList } from "../../../components/bare-list";

type Results = NonNullable<RouterOutputs["assessment"]["results"]>;
type SkillResult = Results["skills"][number];

/** /assessment/results and /assessment/results/:assessmentId: one assessment's results and the history. */
export function AssessmentResultsScreen() {
  const params = useParams();
  const assessmentId = params.assessmentId === undefined ? undefined : Number(params.assessmentId);
  const results = trpc.assessment.results.useQuery(assessmentId === undefined ? {} : { assessmentId }, {
    retry: (count, error) =>
      error.data?.code !== "NOT_FOUND" && error.data?.code !== "BAD_REQUEST" && count < 2,
  });

  return (
    <Container size="lg" py="xl">
      <DocumentTitle title="Assessment Results" />
      <QueryState
        query={results}
        loading={<ResultsSkeleton />}
        renderError={(error) =>
          error.data?.code === "NOT_FOUND" || error.data?.code === "BAD_REQUEST" ? (
            <Stack gap="md">
              <Title order={1}>Assessment Results</Title>
              <Alert
                color="red"
                icon={<IconInfoCircle aria-hidden />}
                title="Assessment not found"
                role="alert"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">These results do not exist or are not yours.</Text>
                  <Anchor component={Link} to="/assessment/results">
                    See your latest results
                  </Anchor>
                </Stack>
              </Alert>
            </Stack>
          ) : (
            <LoadErrorAlert
              title="Your results could not be loaded"
              message={error.message}
              onRetry={() => void results.refetch()}
            />
          )
        }
        isEmpty={(data) => data === null}
        empty={
          <Stack gap="lg">
            <Title order={1}>Assessment Results</Title>
            <EmptyState
              icon={<IconClipboardList size={28} />}
              title="No results yet"
              description="Take the leadership skills assessment to see your scores, your strongest skills and where to start."
              action={
                <Button
                  component={Link}
                  to="/assessment"
                  leftSection={<IconClipboardList size={16} aria-hidden />}
                >
                  Take Assessment
                </Button>
              }
            />
          </Stack>
        }
      >
        {(data) => (data ? <ResultsView results={data} /> : null)}
      </QueryState>
    </Container>
  );
}

function ResultsView({ results }: { results: Results }) {
  const meaning = scoreMeaning(results.overallScore);
  const overallChange = results.previous ? results.overallScore - results.previous.overallScore : null;
  const next = nextStepFor(results);
  const { retake } = results;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Your Assessment Results"
        description={`Completed on ${formatLongDate(results.completedAt)}`}
        lead
      />

      {!results.isLatest && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title="An earlier assessment"
        >
          <Group gap="xs">
            <Text size="sm">These are the results of an earlier assessment.</Text>
            <Anchor component={Link} to="/assessment/results" size="sm">
              See your latest results
            </Anchor>
          </Group>
        </Alert>
      )}

      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Group gap="xl" align="center" wrap="wrap">
          <RingProgress
            size={150}
            thickness={14}
            roundCaps
            sections={[{ value: results.overallScore, color: skillStatusColor(meaning.status) }]}
            label={
              <Stack gap={0} align="center">
                <Text fz={32} fw={700} lh={1} data-testid="results-overall">
                  {results.overallScore}%
                </Text>
                <Text size="xs">overall</Text>
              </Stack>
            }
          />
          <Stack gap="xs" style={{ flex: "1 1 280px" }}>
            <Group gap="xs">
              <Title order={2} size="h3">
                What your score means
              </Title>
              <ToneBadge color={skillStatusColor(meaning.status)}>{meaning.status}</ToneBadge>
            </Group>
            <Text fw={600}>{meaning.headline}</Text>
            <Text>{meaning.text}</Text>
            <Text size="sm">{SELF_VIEW_NOTE}</Text>
            {results.previous && overallChange !== null && (
              <Text size="sm" data-testid="results-overall-change">
                <ChangeBadge change={overallChange} /> since your assessment on{" "}
                {formatShortDate(results.previous.completedAt)} ({results.previous.overallScore}%).
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>

      <FocusQuestion results={results} />

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            Scores by category
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            {results.categories.map((category) => (
              <Card
                key={category.categoryId}
                withBorder
                radius="md"
                padding="md"
                data-testid="results-category"
              >
                <Stack gap={6}>
                  <Text fw={600}>{category.name}</Text>
                  <Group gap="xs" align="baseline">
                    <Text fz={28} fw={700} lh={1}>
                      {category.score}%
                    </Text>
                    {category.previousScore !== null && (
                      <ChangeBadge change={category.score - category.previousScore} />
                    )}
                  </Group>
                  <Progress
                    value={category.score}
                    color={categoryColor({ id: category.categoryId, color: category.color })}
                    aria-label={`${category.name}: ${category.score}%`}
                  />
                  {category.previousScore !== null && (
                    <Text size="xs">Previously {category.previousScore}%</Text>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <CategoryComparisonChart categories={results.categories} hasPrevious={results.previous !== null} />
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SkillList title="Your strongest skills" skills={results.strongest} testId="results-strongest" />
        <SkillList title="Skills to develop first" skills={results.weakest} testId="results-weakest" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Stack gap="sm">
            <Group gap="xs">
              <IconTarget size={20} aria-hidden />
              <Title order={2} size="h3">
                Goals chosen for you
              </Title>
            </Group>
            {results.goals.length ? (
              <List spacing="xs" listStyleType="none" p={0}>
                {results.goals.map((goal) => (
                  <List.Item key={goal.id}>
                    <Anchor component={Link} to="/goals">
                      {goal.title}
                    </Anchor>
                    {goal.skillName && <Text size="sm">{goal.skillName}</Text>}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">
                This assessment added no new goals: goals are suggested for skills below 70% that have no open
                goal yet. You can set your own on the{" "}
                <Anchor component={Link} to="/goals">
                  Goals
                </Anchor>{" "}
                page.
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Stack gap="sm">
            <Group gap="xs">
              <IconBook size={20} aria-hidden />
              <Title order={2} size="h3">
                Your first lessons
              </Title>
            </Group>
            {results.firstLessons.length ? (
              <List spacing="xs" listStyleType="none" p={0}>
                {results.firstLessons.map((lesson) => (
                  <List.Item key={lesson.id}>
                    <Anchor component={Link} to={`/lesson/${lesson.id}`}>
                      {lesson.title}
                    </Anchor>
                    <Text size="sm">
                      {[lesson.skillName, `${lesson.estimatedMinutes} min`, lesson.difficulty]
                        .filter(Boolean)
                        .join(" · ")}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">
                You have started the lessons for these skills already. Browse the{" "}
                <Anchor component={Link} to="/lessons">
                  lessons catalogue
                </Anchor>{" "}
                for more.
              </Text>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Your next step
          </Title>
          <Group gap="md" align="center">
            <Button
              component={Link}
              to={next.to}
              size="md"
              h="auto"
              py="xs"
              maw="100%"
              styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {next.label}
            </Button>
            {retake.canRetake ? (
              <Button component={Link} to="/assessment" variant="default">
                Retake Assessment
              </Button>
            ) : (
              retake.retakeAvailableAt && (
                <Text size="sm" data-testid="results-retake">
                  You can retake the assessment on {formatRetakeDay(retake.retakeAvailableAt)} (in{" "}
                  {retake.daysUntilRetake} {retake.daysUntilRetake === 1 ? "day" : "days"}).
                </Text>
              )
            )}
          </Group>
        </Stack>
      </Paper>

      <AssessmentHistory currentId={results.assessmentId} />
    </Stack>
  );
}

function ChangeBadge({ change }: { change: number }) {
  return (
    <Badge
      {...{ color: changeColor(change), variant: "light" }}
      c="var(--mantine-color-text)"
      component="span"
    >
      <span aria-hidden>{formatChange(change)}</span>
      <VisuallyHidden>{describeChange(change)}</VisuallyHidden>
    </Badge>
  );
}

function SkillList({
  title,
  skills,
  testId,
}: {
  title: string;
  skills: readonly SkillResult[];
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <BareList gap="xs">
          {skills.map((skill) => (
            <Group key={skill.skillId} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{skill.name}</Text>
                <Text size="xs">{skill.categoryName}</Text>
              </Stack>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Text fw={700}>{skill.score}%</Text>
                <ToneBadge color={skillStatusColor(skill.status)}>{skill.status}</ToneBadge>
              </Group>
            </Group>
          ))}
        </BareList>
      </Stack>
    </Paper>
  );
}

function ResultsSkeleton() {
  return (
    <BusyRegion label="Loading your results" gap="lg">
      <Skeleton height={36} width="50%" />
      <Skeleton height={180} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </SimpleGrid>
    </BusyRegion>
  );
}
