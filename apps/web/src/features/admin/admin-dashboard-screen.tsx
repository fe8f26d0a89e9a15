import type { AdminAnalytics } from "@leadcoach/api/schemas";
import {
  ADMIN_ANALYTICS_GC_MS,
  ADMIN_ANALYTICS_STALE_MS,
  USER_EMAILS_FILENAME,
} from "@leadcoach/api/schemas";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from "@mantine/core";
import {
  IconBook,
  IconClipboardCheck,
  IconChartBar,
  IconInfoCircle,
  IconShieldCheck,
  IconUserCheck,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { BareList } from "../../components/bare-list";
import { DownloadButton } from "../../components/download-button";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { toneBadgeProps } from "../../components/tone-badge";
import { UserAvatar } from "../../components/user-avatar";
import { saveFromApi, useDownload } from "../../lib/download";
import { TimeAgo } from "../../components/time-ago";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { AccountDeletions } from "./account-deletions";
import { adminStatCards, barValue, healthBadge, jobTitleOrDefault, userGrowthPoints } from "./admin-display";
import { DemoUsersDialog } from "./demo-users-dialog";

/** The super admin's e-mail file, through the same REST path anyone scripting it would use. */
const DOWNLOAD_EMAILS_URL = "/api/admin/download-emails";

const UserGrowthChart = lazy(() => import("./user-growth-chart"));

const statIcons: Record<(typeof adminStatCards)[number]["key"], Icon> = {
  totalUsers: IconUsers,
  activeUsers: IconUserCheck,
  totalAssessments: IconClipboardCheck,
  completedLessons: IconBook,
};

function HealthBar({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {value}%
        </Text>
      </Group>
      <Progress value={barValue(value)} aria-label={`${label}: ${value}%`} />
    </Stack>
  );
}

function AdminDashboardContent({ data }: { data: AdminAnalytics }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {adminStatCards.map((card) => {
          const CardIcon = statIcons[card.key];
          return (
            <Paper key={card.key} withBorder radius="md" p="md" data-testid={`admin-stat-${card.key}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {card.label}
                    </Text>
                    <Tooltip label={card.tooltip} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        aria-label={`About ${card.label}: ${card.tooltip}`}
                      >
                        <IconInfoCircle size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <ThemeIcon variant="light" radius="md" aria-hidden>
                    <CardIcon size={18} />
                  </ThemeIcon>
                </Group>
                <Text fz={28} fw={700} lh={1}>
                  {data[card.key]}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="admin-user-growth" title="User Growth">
          <Suspense fallback={<Skeleton height={240} />}>
            <UserGrowthChart data={userGrowthPoints(data.userGrowthMonths)} />
          </Suspense>
          <Text size="xs" c="dimmed">
            New accounts per month. 'This month' counts sign-ups so far: it grows until the month ends.
          </Text>
        </Section>
        <Section id="admin-platform-health" title="Platform Health">
          <HealthBar label="User Engagement" value={data.platformHealth.userEngagement} />
          <HealthBar label="Avg Score" value={data.platformHealth.avgScore} />
          <HealthBar label="Lesson Completion" value={data.platformHealth.lessonCompletion} />
        </Section>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="admin-top-performers" title="Top Performers">
          {data.topPerformers.length === 0 ? (
            <Text size="sm">No assessments completed yet.</Text>
          ) : (
            <BareList ordered gap="sm">
              {data.topPerformers.map((performer, index) => (
                <Group key={performer.user.id} component="li" justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Badge variant="light" circle aria-label={`Rank ${index + 1}`}>
                      {index + 1}
                    </Badge>
                    <UserAvatar name={performer.user.name} avatar={performer.user.avatar} decorative />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={`/admin/user/${performer.user.id}`} fw={600} size="sm">
                        {performer.user.name}
                      </Anchor>
                      <Text size="xs">{jobTitleOrDefault(performer.user.jobTitle)}</Text>
                    </Stack>
                  </Group>
                  <Text fw={700}>{performer.score}%</Text>
                </Group>
              ))}
            </BareList>
          )}
        </Section>
        <Section id="admin-recent-user-activity" title="Recent User Activity">
          {data.recentActivity.length === 0 ? (
            <Text size="sm">No recent activity</Text>
          ) : (
            <BareList gap="sm">
              {data.recentActivity.map((item, index) => (
                <Group
                  key={`${item.timestamp}-${index}`}
                  component="li"
                  gap="sm"
                  wrap="nowrap"
                  align="flex-start"
                >
                  <UserAvatar name={item.user.name} avatar={item.user.avatar} decorative size="sm" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm">
                      <Anchor component={Link} to={`/admin/user/${item.user.id}`} fw={600} inherit>
                        {item.user.name}
                      </Anchor>{" "}
                      {item.activity}
                    </Text>
                    <TimeAgo at={item.timestamp} />
                  </Stack>
                </Group>
              ))}
            </BareList>
          )}
        </Section>
      </SimpleGrid>
      <AccountDeletions />
    </Stack>
  );
}

/** /admin: platform figures for admins; e-mails and demo credentials for super admins. */
export function AdminDashboardScreen() {
  const user = useSignedInUser();
  const isSuperAdmin = user.role === "super_admin";
  const [demoOpen, setDemoOpen] = useState(false);
  const closeDemo = useCallback(() => setDemoOpen(false), []);
  const emails = useDownload(() => saveFromApi(DOWNLOAD_EMAILS_URL, USER_EMAILS_FILENAME), {
    saved: { title: "Success", message: "User emails downloaded successfully" },
    failed: { title: "Error", message: "Failed to download emails" },
  });
  const analytics = trpc.admin.analytics.useQuery(undefined, {
    staleTime: ADMIN_ANALYTICS_STALE_MS,
    gcTime: ADMIN_ANALYTICS_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const health = analytics.data ? healthBadge(analytics.data.health) : null;

  return (
    <Page
      size="xl"
      title="Admin Dashboard"
      description={
        <Group gap="xs">
          {health && (
            <Tooltip label={health.details} withArrow multiline w={280}>
              <Badge
                {...toneBadgeProps(health.color)}
                leftSection={<IconShieldCheck size={14} aria-hidden />}
                tabIndex={0}
                data-testid="platform-health"
              >
                {health.label}
              </Badge>
            </Tooltip>
          )}
          {isSuperAdmin && (
            <Badge color="grape" variant="filled">
              Super Admin
            </Badge>
          )}
        </Group>
      }
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to="/analytics"
            variant="light"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            Advanced Analytics
          </Button>
          <Button component={Link} to="/admin/people" variant="default">
            People
          </Button>
          <Button component={Link} to="/admin/groups" variant="default">
            Groups
          </Button>
          <Button component={Link} to="/admin/programs" variant="default">
            Programs
          </Button>
          <Button component={Link} to="/admin/review-campaigns" variant="default">
            360 campaigns
          </Button>
          {isSuperAdmin && (
            <>
              <DownloadButton file={emails}>Download Emails</DownloadButton>
              <Button
                variant="default"
                leftSection={<IconUsers size={16} aria-hidden />}
                onClick={() => setDemoOpen(true)}
              >
                Demo Users
              </Button>
              <Button component={Link} to="/admin/settings" variant="default">
                Organisation Settings
              </Button>
              <Button component={Link} to="/admin/audit" variant="default">
                Audit Trail
              </Button>
            </>
          )}
        </Group>
      }
    >
      <QueryState
        query={analytics}
        errorTitle="The admin dashboard could not be loaded"
        loading={
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading admin dashboard...</Text>
          </Group>
        }
      >
        {(data) => <AdminDashboardContent data={data} />}
      </QueryState>
      {isSuperAdmin && <DemoUsersDialog opened={demoOpen} onClose={closeDemo} />}
    </Page>
  );
}
