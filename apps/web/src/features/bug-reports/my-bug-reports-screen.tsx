import { bugCategoryLabels, type BugReport } from "@leadcoach/api/schemas";
import { Button, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconBug, IconMessage, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { BareList } from "../../components/bare-list";
import { EmptyState } from "../../components/empty-state";
import { ListSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { formatRelativeTime } from "../../lib/relative-time";
import { SeverityBadge, StatusBadge } from "./bug-badges";
import { BugCounters } from "./bug-counters";
import { commentCountLabel, countBugReports, descriptionPreview } from "./bug-display";
import classes from "./bug-reports.module.css";
import { MyBugReportDialog } from "./my-bug-report-dialog";

const counterLabels = { total: "Total Reports", open: "Open", resolved: "Resolved", critical: "Critical" };

/** /my-bug-reports: the signed-in user's reports, their counters and a detail dialog. */
export function MyBugReportsScreen() {
  const reports = trpc.bugReports.myReports.useQuery();
  const [openId, setOpenId] = useState<number | null>(null);
  // The dialog reads the report from the list, so a new comment shows as soon as the list reloads.
  const openReport = reports.data?.find((report) => report.id === openId) ?? null;

  const newReportButton = (label: string) => (
    <Button component={Link} to="/bug-report" leftSection={<IconPlus size={16} aria-hidden />}>
      {label}
    </Button>
  );

  return (
    <Page
      title="My Bug Reports"
      description="Follow the issues you reported and talk with our team about them."
      actions={newReportButton("Report New Bug")}
    >
      <QueryState
        query={reports}
        loading={<ListSkeleton label="Loading your bug reports" rows={3} height={96} />}
        errorTitle="Your bug reports could not be loaded"
      >
        {/* The four counters stay on the screen (zeros before the first report), the empty state below them. */}
        {(loaded) => (
          <Stack gap="lg">
            <BugCounters counts={countBugReports(loaded)} labels={counterLabels} />
            {loaded.length === 0 ? (
              <EmptyState
                icon={<IconBug size={32} />}
                title="No bug reports yet"
                description="Found something that doesn't work as it should? Tell us and follow the fix here."
                action={newReportButton("Report Your First Bug")}
              />
            ) : (
              <BareList gap="sm" aria-label="Your bug reports">
                {loaded.map((report) => (
                  <li key={report.id}>
                    <MyBugReportRow report={report} onOpen={() => setOpenId(report.id)} />
                  </li>
                ))}
              </BareList>
            )}
          </Stack>
        )}
      </QueryState>
      <MyBugReportDialog report={openReport} onClose={() => setOpenId(null)} />
    </Page>
  );
}

function MyBugReportRow({ report, onOpen }: { report: BugReport; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      className={classes.row}
      w="100%"
      aria-label={`#${report.id} ${report.title}: open details`}
      data-testid="my-bug-report-row"
    >
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                #{report.id}
              </Text>
              <Text fw={600}>{report.title}</Text>
            </Group>
            <Group gap="xs">
              <SeverityBadge severity={report.severity} />
              <StatusBadge status={report.status} />
            </Group>
          </Group>
          <Text size="sm">{descriptionPreview(report.description)}</Text>
          <Group gap="md" wrap="wrap">
            <Text size="sm">{bugCategoryLabels[report.category]}</Text>
            <Text size="sm">Reported {formatRelativeTime(report.createdAt)}</Text>
            <Group gap={4}>
              <IconMessage size={14} aria-hidden />
              <Text size="sm">{commentCountLabel(report.commentCount)}</Text>
            </Group>
            {report.resolvedAt && <Text size="sm">Resolved {formatRelativeTime(report.resolvedAt)}</Text>}
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
