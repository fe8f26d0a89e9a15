import type { ReviewCycleSummary } from "@leadcoach/api/schemas";
import {
  Anchor,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCircleCheck, IconCircleDashed, IconPlus, IconUsersGroup } from "@tabler/icons-react";
import { useNavigate, useSearchParams, Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { CardGridSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { CreateCycleDialog } from "./create-cycle-dialog";
import { CycleStatusBadge } from "./cycle-status-badge";
import { answeredPercent, answeredText, cycleDatesText, formatDay, formatInstant } from "./review-display";

/** /360: the caller's 360 reviews, newest first, and 'Start a 360 review'. `?create=true` opens the dialog. */
export function ReviewsScreen() {
  const cycles = trpc.reviews360.list.useQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const createOpen = searchParams.get("create") === "true";
  const openCreate = () => setSearchParams({ create: "true" });
  const closeCreate = () => setSearchParams({}, { replace: true });
  const startButton = (label: string) => (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
      {label}
    </Button>
  );

  return (
    <Page
      title="360 Reviews"
      description="Rate yourself on 16 observable leadership behaviours, ask the people you work with to rate the same behaviours, and see where your view and theirs differ."
      maw={640}
      actions={startButton("Start a 360 review")}
    >
      <QueryState
        query={cycles}
        loading={<CyclesSkeleton />}
        errorTitle="Your 360 reviews could not be loaded"
        empty={
          <EmptyState
            icon={<IconUsersGroup size={32} />}
            title="No 360 reviews yet"
            description="A 360 review compares how you see your leadership with how your manager, peers and reports see it. Start one, rate yourself, then invite at least 3 reviewers."
            action={startButton("Start your first 360 review")}
          />
        }
      >
        {(loaded) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {loaded.map((cycle) => (
              <CycleCard key={cycle.id} cycle={cycle} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      <CreateCycleDialog
        opened={createOpen}
        onClose={closeCreate}
        onCreated={(cycle) => void navigate(`/360/${cycle.id}`)}
      />
    </Page>
  );
}

function CycleCard({ cycle }: { cycle: ReviewCycleSummary }) {
  const titleId = `cycle-${cycle.id}-title`;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            <Anchor component={Link} to={`/360/${cycle.id}`} inherit>
              {cycle.title}
            </Anchor>
          </Title>
          <CycleStatusBadge status={cycle.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {cycle.campaign && cycle.status === "active"
            ? cycleDatesText(cycle)
            : cycle.status === "active"
              ? `Started ${formatInstant(cycle.startDate)} · ends ${formatDay(cycle.endDate)}`
              : `Started ${formatInstant(cycle.startDate)} · closed ${formatInstant(cycle.completedAt)}`}
        </Text>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              Reviewers
            </Text>
            <Text size="sm">{answeredText(cycle)}</Text>
          </Group>
          <Progress value={answeredPercent(cycle)} aria-label={`Reviewers: ${answeredText(cycle)}`} />
        </Stack>
        <Group gap="md">
          <StepMark done={cycle.selfAssessmentCompleted} label="Self-assessment" />
          <StepMark done={cycle.reportReleased} label="Report ready" />
        </Group>
      </Stack>
    </Card>
  );
}

function StepMark({ done, label }: { done: boolean; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {done ? (
        <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-filled)" />
      ) : (
        <IconCircleDashed size={18} aria-hidden />
      )}
      <Text size="sm">
        {label}
        <VisuallyHidden>{done ? ": done" : ": not yet"}</VisuallyHidden>
      </Text>
    </Group>
  );
}

function CyclesSkeleton() {
  return (
    <CardGridSkeleton
      label="Loading your 360 reviews"
      count={2}
      cols={{ base: 1, md: 2 }}
      lines={[[24, "60%"], [14, "80%"], [8], [18, "50%"]]}
    />
  );
}
