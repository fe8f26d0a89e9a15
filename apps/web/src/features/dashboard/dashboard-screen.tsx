import { browserTimeZone } from "../../lib/browser-time-zone";
import {
  ActionIcon,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
} from "@mantine/core";
import type { DashboardSummary } from "@leadcoach/api/schemas";
import { IconClipboardList, IconPlus } from "@tabler/icons-react";
import { startTransition, useDeferredValue, useEffect, useState } from "react";
import { Link } from "react-router";
import { FloatingActionDock } from "../../components/floating-action-dock";
import { DocumentTitle } from "../../components/document-title";
import { BusyRegion } from "../../components/loading";
import { PageHeader } from "../../components/page";
import { TakeAssessmentButton, useAssessmentEntry } from "../assessment/take-assessment-button";
import { QueryState } from "../../components/query-state";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { takeRememberedToast } from "../assessment/completion-toast";
import { ProgramDashboardCard } from "../my-program/program-card";
import { useSignedInUser } from "../auth/use-session";
import { firstNameOf } from "../../components/user-name";
import { AchievementsCard } from "./achievements-card";
import { DEFAULT_SKILL_HISTORY_RANGE } from "./chart-content";
import { DashboardRecommendations } from "./dashboard-recommendations";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { SectionTiles } from "./section-tiles";
import { SkillsProgressChart } from "./skills-progress-chart";
import { StatCards } from "./stat-cards";
import { UpcomingEvents } from "./upcoming-events";

/** The signed-in home (/): progress, recommendations, schedule and shortcuts. */
export function DashboardScreen() {
  const user = useSignedInUser();
  const utils = trpc.useUtils();
  const [timeZone] = useState(browserTimeZone);
  const summary = trpc.dashboard.summary.useQuery(timeZone ? { timeZone } : undefined);
  // The figures' sections (cards, chart, lists) render in a background pass React splits into short
  // slices once they arrive: the heading and skeleton stay on screen and the page stays responsive
  // meanwhile, instead of one long task. Figures already cached render at once.
  const deferredFigures = useDeferredValue(summary.data);

  // The chart's history loads alongside the summary (one batched request) instead of after it.
  useEffect(() => {
    void utils.dashboard.skillHistory.prefetch({ range: DEFAULT_SKILL_HISTORY_RANGE });
    // So does the 'My program' card's, drawn (if the person is in a program) with the sections below.
    void utils.programs.mine.prefetch();
  }, [utils]);
  const firstName = firstNameOf(user.name);
  // The server knows whether this is the person's first session; until it answers, no 'back'. Like the
  // retake caption under 'Take Assessment', it shows with the figures: a longer line above the
  // skeleton would push it down, and the page would move twice.
  const firstVisit = trpc.auth.greeting.useQuery().data?.firstVisit ?? true;
  const contentShown = deferredFigures !== undefined || summary.isError;
  const greeting = firstVisit || !contentShown ? "Welcome" : "Welcome back";

  // The assessment ends with a full redirect here; its success toast is shown again after the load.
  useEffect(() => {
    const toast = takeRememberedToast();
    if (toast) showToast(toast);
  }, []);

  const assessmentEntry = useAssessmentEntry();

  return (
    <Container size="xl" py="xl">
      <DocumentTitle title="Dashboard" />
      <Stack gap="lg">
        <PageHeader
          title="Leadership Development"
          description={`${greeting}, ${firstName}. Here is where your leadership growth stands.`}
          lead
          actions={
            <Group gap="sm">
              <TakeAssessmentButton
                variant="default"
                align="flex-end"
                withCaption={contentShown}
                leftSection={<IconClipboardList size={18} aria-hidden />}
              />
              <Button
                component={Link}
                to="/goals?create=true"
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                Set New Goal
              </Button>
            </Group>
          }
        />

        <QueryState
          query={{
            isPending: summary.isPending,
            isError: summary.isError,
            error: summary.error,
            data: deferredFigures,
            refetch: summary.refetch,
          }}
          loading={<DashboardSkeleton />}
          errorTitle="Your dashboard could not be loaded"
          errorAction="refresh"
        >
          {(figures) => <DashboardSections figures={figures} />}
        </QueryState>
      </Stack>

      <FloatingActionDock>
        <ActionIcon
          component={Link}
          to={assessmentEntry.to}
          size={56}
          radius="xl"
          variant="filled"
          aria-label={
            assessmentEntry.caption ? `Take Assessment (${assessmentEntry.caption})` : "Take Assessment"
          }
          style={{ boxShadow: "var(--mantine-shadow-lg)" }}
        >
          <IconClipboardList size={26} aria-hidden />
        </ActionIcon>
      </FloatingActionDock>
    </Container>
  );
}

/**
 * The figures' sections: the cards at the top first, everything below them in a second background
 * pass, so neither the page's drawing nor its layout is one long piece of work.
 */
function DashboardSections({ figures }: { figures: DashboardSummary }) {
  const [restShown, setRestShown] = useState(false);
  useEffect(() => {
    startTransition(() => setRestShown(true));
  }, []);
  return (
    <>
      <StatCards figures={figures} />
      {restShown ? (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="md">
                <SkillsProgressChart hasAssessment={figures.hasAssessment} />
                <DashboardRecommendations recommendations={figures.recommendations} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md">
                <ProgramDashboardCard />
                <QuickActions />
                <UpcomingEvents events={figures.upcomingEvents} />
                <RecentActivity activity={figures.recentActivity} />
                <AchievementsCard totalXp={figures.totalXp} badges={figures.badges} />
              </Stack>
            </Grid.Col>
          </Grid>
          <SectionTiles />
        </>
      ) : (
        <div aria-busy="true">
          <SectionsSkeleton />
        </div>
      )}
    </>
  );
}

function SectionsSkeleton() {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Skeleton height={420} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Skeleton height={420} radius="md" />
      </Grid.Col>
    </Grid>
  );
}

function DashboardSkeleton() {
  return (
    <BusyRegion label="Loading your dashboard" gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((card) => (
          <Paper key={card} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Skeleton height={14} width="50%" />
              <Skeleton height={28} width="40%" />
              <Skeleton height={8} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <SectionsSkeleton />
    </BusyRegion>
  );
}
