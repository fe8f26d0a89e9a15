import type { ReviewCycleDetail } from "@leadcoach/api/schemas";
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowLeft, IconCircleCheck, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { LoadErrorAlert } from "../../components/fallbacks/load-error-alert";
import { StackSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { CycleStatusBadge } from "./cycle-status-badge";
import { trpc } from "../../lib/trpc";
import { parseIdParam } from "../lessons/lesson-display";
import { CloseCycleDialog } from "./close-cycle-dialog";
import { InviteReviewersPanel } from "./invite-reviewers-panel";
import { ReportPanel } from "./report-panel";
import {
  answeredPercent,
  answeredText,
  defaultReviewStep,
  cycleDatesText,
  nominationDeadlineText,
  isReviewStep,
  type ReviewStep,
} from "./review-display";
import { SelfAssessmentPanel } from "./self-assessment-panel";

/** /360/:cycleId: one review's three steps (self-assessment, reviewers, report) and 'Close review'. */
export function CycleScreen() {
  const cycleId = parseIdParam(useParams().cycleId ?? null);
  if (cycleId === null) {
    return (
      <Container size="lg" py="xl">
        <CycleNotFound />
      </Container>
    );
  }
  return <CycleLoader cycleId={cycleId} />;
}

function CycleLoader({ cycleId }: { cycleId: number }) {
  const cycle = trpc.reviews360.get.useQuery(
    { cycleId },
    { retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 2 },
  );
  return (
    <Container size="lg" py="xl">
      <QueryState
        query={cycle}
        loading={<CycleSkeleton />}
        renderError={(error) =>
          error.data?.code === "NOT_FOUND" ? (
            <CycleNotFound />
          ) : (
            <LoadErrorAlert
              title="This 360 review could not be loaded"
              message={error.message}
              onRetry={() => void cycle.refetch()}
            />
          )
        }
      >
        {(loaded) => <CycleView cycle={loaded} />}
      </QueryState>
    </Container>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to="/360" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        All 360 reviews
      </Group>
    </Anchor>
  );
}

function CycleNotFound() {
  return (
    <Stack gap="md" align="flex-start">
      <DocumentTitle title="360 review not found" />
      <Title order={1}>360 review not found</Title>
      <Text>This review does not exist, or it is not yours.</Text>
      <Button component={Link} to="/360">
        See your 360 reviews
      </Button>
    </Stack>
  );
}

function CycleView({ cycle }: { cycle: ReviewCycleDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [closing, setClosing] = useState(false);
  const requested = searchParams.get("step");
  const step: ReviewStep = isReviewStep(requested) ? requested : defaultReviewStep(cycle);
  const setStep = (value: string | null) => {
    if (isReviewStep(value)) setSearchParams({ step: value }, { replace: true });
  };
  const isOpen = cycle.status === "active";

  return (
    <Stack gap="lg">
      <DocumentTitle title={`${cycle.title} · 360 Review`} />
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} maw={680}>
          <Group gap="sm" align="center">
            <Title order={1}>{cycle.title}</Title>
            <CycleStatusBadge status={cycle.status} />
          </Group>
          {cycle.description && <Text>{cycle.description}</Text>}
          <Text size="sm" c="dimmed">
            {cycleDatesText(cycle)}
          </Text>
          {isOpen && cycle.campaign && (
            <Text size="sm">
              Your organisation runs this 360 for your cohort. {nominationDeadlineText(cycle.campaign)}; they
              answer anonymously, and you see the pooled results on the release date, not before.
            </Text>
          )}
        </Stack>
        {isOpen && !cycle.campaign && (
          <Button variant="default" color="red" onClick={() => setClosing(true)}>
            Close review
          </Button>
        )}
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>Reviewer answers</Text>
            <Text>{answeredText(cycle)}</Text>
          </Group>
          <Progress value={answeredPercent(cycle)} aria-label={`Reviewer answers: ${answeredText(cycle)}`} />
        </Stack>
      </Paper>

      <Tabs value={step} onChange={setStep} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="self" leftSection={<StepIcon done={cycle.selfAssessmentCompleted} />}>
            1. Self-assessment
          </Tabs.Tab>
          <Tabs.Tab value="reviewers" leftSection={<StepIcon done={cycle.responseCount > 0} />}>
            2. Reviewers
          </Tabs.Tab>
          <Tabs.Tab
            value="report"
            leftSection={cycle.reportReleased ? <StepIcon done /> : <IconLock size={16} aria-hidden />}
          >
            3. Report
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="self" pt="lg">
          <SelfAssessmentPanel cycle={cycle} onDone={() => setStep("reviewers")} />
        </Tabs.Panel>
        <Tabs.Panel value="reviewers" pt="lg">
          <InviteReviewersPanel cycle={cycle} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="lg">
          <ReportPanel cycle={cycle} onInvite={() => setStep("reviewers")} />
        </Tabs.Panel>
      </Tabs>

      <CloseCycleDialog cycle={closing ? cycle : null} onClose={() => setClosing(false)} />
    </Stack>
  );
}

function StepIcon({ done }: { done: boolean }) {
  return done ? (
    <>
      <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-green-filled)" />
      <VisuallyHidden>Done:</VisuallyHidden>
    </>
  ) : null;
}

function CycleSkeleton() {
  return (
    <StackSkeleton
      label="Loading the 360 review"
      gap="lg"
      lines={[[14, 120], [36, "55%"], [14, "40%"], [60], [40], [240]]}
    />
  );
}
