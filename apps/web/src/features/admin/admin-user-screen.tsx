import type { AdminUserDashboard } from "@leadcoach/api/schemas";
import {
  Alert,
  Anchor,
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
import {
  IconBook,
  IconChartBar,
  IconFlame,
  IconTarget,
  IconUserQuestion,
  type Icon,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { BareList } from "../../components/bare-list";
import { DocumentTitle } from "../../components/document-title";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";
import { UserAvatar } from "../../components/user-avatar";
import { TimeAgo } from "../../components/time-ago";
import { trpc } from "../../lib/trpc";
import { parseIdParam } from "../lessons/lesson-display";
import { RoleBadge } from "../users/role-badge";

type Figures = AdminUserDashboard["dashboard"];

const cards: {
  key: keyof Pick<Figures, "overallScore" | "completedLessons" | "activeGoals" | "streakDays">;
  label: string;
  icon: Icon;
  percent?: true;
}[] = [
  { key: "overallScore", label: "Overall Score", icon: IconChartBar, percent: true },
  { key: "completedLessons", label: "Completed Lessons", icon: IconBook },
  { key: "activeGoals", label: "Active Goals", icon: IconTarget },
  { key: "streakDays", label: "Streak Days", icon: IconFlame },
];

const priorityColors: Record<string, string> = { high: "red", medium: "yellow", low: "gray" };

function UserNotFound() {
  return (
    <Container size="sm" py="xl">
      <DocumentTitle title="User Not Found" />
      <Title order={1} mb="md">
        User Not Found
      </Title>
      <Alert color="gray" icon={<IconUserQuestion aria-hidden />}>
        <Anchor component={Link} to="/admin">
          Back to Admin Dashboard
        </Anchor>
      </Alert>
    </Container>
  );
}

function LoadingSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true" aria-label="Loading user dashboard">
      <Stack gap="lg">
        <Group gap="md">
          <Skeleton circle height={72} />
          <Stack gap="xs">
            <Skeleton height={24} width={220} />
            <Skeleton height={16} width={180} />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {cards.map((card) => (
            <Skeleton key={card.key} height={96} />
          ))}
        </SimpleGrid>
        <Skeleton height={200} />
      </Stack>
    </Container>
  );
}

function UserDashboardContent({ data }: { data: AdminUserDashboard }) {
  const { user, dashboard } = data;
  return (
    <Container size="lg" py="xl">
      <DocumentTitle title={`${user.name} - User Dashboard`} />
      <Stack gap="lg">
        <Anchor component={Link} to="/admin" size="sm">
          Back to Admin Dashboard
        </Anchor>
        <Paper withBorder radius="md" p="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <UserAvatar name={user.name} avatar={user.avatar} size={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={1} size="h2">
                  {user.name}
                </Title>
                <RoleBadge role={user.role} />
              </Group>
              <Text style={{ overflowWrap: "anywhere" }}>{user.email}</Text>
              {(user.jobTitle || user.companyName) && (
                <Text size="sm">{[user.jobTitle, user.companyName].filter(Boolean).join(" · ")}</Text>
              )}
            </Stack>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {cards.map((card) => (
            <Paper key={card.key} withBorder radius="md" p="md" data-testid={`user-stat-${card.key}`}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {card.label}
                  </Text>
                  <Text fz={28} fw={700} lh={1}>
                    {dashboard[card.key]}
                    {card.percent ? "%" : ""}
                  </Text>
                </Stack>
                <ThemeIcon variant="light" radius="md" aria-hidden>
                  <card.icon size={18} />
                </ThemeIcon>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Section id="admin-user-activity" title="Recent Activity" gap="sm">
            {dashboard.recentActivity.length === 0 ? (
              <Text size="sm">No recent activity</Text>
            ) : (
              <BareList gap="xs">
                {dashboard.recentActivity.map((item, index) => (
                  <li key={`${item.timestamp}-${index}`}>
                    <Text size="sm">{item.title}</Text>
                    <TimeAgo at={item.timestamp} />
                  </li>
                ))}
              </BareList>
            )}
          </Section>
          <Section id="admin-user-recommendations" title="Coaching Recommendations" gap="sm">
            {dashboard.recommendations.length === 0 ? (
              <Text size="sm">No recommendations available</Text>
            ) : (
              <BareList gap="sm">
                {dashboard.recommendations.map((rec) => (
                  <li key={rec.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {rec.title}
                      </Text>
                      <ToneBadge size="sm" color={priorityColors[rec.priority] ?? "gray"}>
                        {rec.priority}
                      </ToneBadge>
                    </Group>
                    <Text size="sm">{rec.description}</Text>
                  </li>
                ))}
              </BareList>
            )}
            {/* The server leaves these out; the note says why the list may be shorter than the person's. */}
            <Text size="xs">
              Recommendations drawn from this person&apos;s feedback or 360 reviews are theirs alone and are
              not shown here.
            </Text>
          </Section>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** /admin/user/:userId: one person's dashboard as an admin sees it (each opening is logged). */
export function AdminUserScreen({ userIdParam }: { userIdParam: string | undefined }) {
  const userId = parseIdParam(userIdParam ?? null);
  const dashboard = trpc.admin.userDashboard.useQuery({ userId: userId ?? 0 }, { enabled: userId !== null });
  if (userId === null) return <UserNotFound />;
  return (
    <QueryState query={dashboard} loading={<LoadingSkeleton />} renderError={() => <UserNotFound />}>
      {(data) => <UserDashboardContent data={data} />}
    </QueryState>
  );
}
