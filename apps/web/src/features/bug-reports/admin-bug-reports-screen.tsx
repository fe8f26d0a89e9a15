import {
  DELETED_ACCOUNT_LABEL,
  BUG_LIST_MAX_LIMIT,
  bugStatuses,
  type BugReportSummary,
  bugCategoryLabels,
  type BugStatus,
} from "@leadcoach/api/schemas";
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { BareList } from "../../components/bare-list";
import { ListSkeleton } from "../../components/loading";
import { DownloadButton } from "../../components/download-button";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { useDownload } from "../../lib/download";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { formatRelativeTime } from "../../lib/relative-time";
import { AdminBugReportDialog } from "./admin-bug-report-dialog";
import { SeverityBadge } from "./bug-badges";
import { BugCounters } from "./bug-counters";
import {
  commentCountLabel,
  descriptionPreview,
  filterBugReports,
  isSeverityFilter,
  isStatusFilter,
  severityFilterOptions,
  showingLabel,
  statusFilterOptions,
  statusOptions,
  type SeverityFilter,
  type StatusFilter,
} from "./bug-display";
import { EXPORT_FAILED, saveBugReportsCsv } from "./export-bug-reports";

const counterLabels = { total: "Total Reports", open: "Open", resolved: "Resolved", critical: "Critical" };

/** /admin/bug-reports: every report, filtered by status and severity, with status changes and export. */
export function AdminBugReportsScreen() {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [severity, setSeverity] = useState<SeverityFilter>("all");
  const [openId, setOpenId] = useState<number | null>(null);
  const summary = trpc.bugReports.summary.useQuery();
  const list = trpc.bugReports.list.useQuery({ status, severity, limit: BUG_LIST_MAX_LIMIT });

  const update = trpc.bugReports.update.useMutation({
    onSuccess: () => showToast({ title: "Bug report updated successfully" }),
    onError: toastOnError("Update Failed", "Failed to update the bug report. Please try again."),
  });

  const shown = filterBugReports(list.data?.reports ?? [], { status, severity });

  // The server builds the file from the same filters (every match, with the reporter's name and e-mail).
  const csv = useDownload(() => saveBugReportsCsv({ status, severity }), { failed: EXPORT_FAILED });

  return (
    <Page
      size="xl"
      title="Bug Management"
      description="Review, answer and resolve the bug reports users send."
      actions={
        <DownloadButton file={csv} disabled={!list.data}>
          Export CSV
        </DownloadButton>
      }
    >
      <QueryState
        query={summary}
        loading={<Skeleton height={84} radius="md" />}
        errorTitle="The counters could not be loaded"
      >
        {(counts) => <BugCounters counts={counts} labels={counterLabels} />}
      </QueryState>

      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Select
            label="Status"
            data={statusFilterOptions}
            value={status}
            allowDeselect={false}
            onChange={(value) => isStatusFilter(value) && setStatus(value)}
          />
          <Select
            label="Severity"
            data={severityFilterOptions}
            value={severity}
            allowDeselect={false}
            onChange={(value) => isSeverityFilter(value) && setSeverity(value)}
          />
        </SimpleGrid>
      </Paper>

      <QueryState
        query={list}
        loading={<ListSkeleton label="Loading bug reports" rows={3} height={96} />}
        errorTitle="Bug reports could not be loaded"
      >
        {(loaded) => (
          <Stack gap="sm">
            <Text size="sm" aria-live="polite" data-testid="bug-showing">
              {showingLabel(shown.length, summary.data?.total ?? loaded.total)}
            </Text>
            {shown.length === 0 ? (
              <Paper withBorder radius="md" p="xl">
                <Text ta="center">No bug reports found matching the current filters.</Text>
              </Paper>
            ) : (
              <BareList gap="sm" aria-label="Bug reports">
                {shown.map((report) => (
                  <li key={report.id}>
                    <AdminBugReportRow
                      report={report}
                      onOpen={() => setOpenId(report.id)}
                      pending={update.isPending && update.variables?.id === report.id}
                      onStatusChange={(next) => update.mutate({ id: report.id, status: next })}
                    />
                  </li>
                ))}
              </BareList>
            )}
          </Stack>
        )}
      </QueryState>
      <AdminBugReportDialog reportId={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}

interface AdminBugReportRowProps {
  report: BugReportSummary;
  onOpen: () => void;
  pending: boolean;
  onStatusChange: (status: BugStatus) => void;
}

function isBugStatus(value: string | null): value is BugStatus {
  return (bugStatuses as readonly (string | null)[]).includes(value);
}

function AdminBugReportRow({ report, onOpen, pending, onStatusChange }: AdminBugReportRowProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-bug-report-row">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: "1 1 280px", minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              #{report.id}
            </Text>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {report.title}
            </Text>
            <SeverityBadge severity={report.severity} />
          </Group>
          <Text size="sm">{descriptionPreview(report.description)}</Text>
          <Group gap="md" wrap="wrap">
            <Text size="sm">{bugCategoryLabels[report.category]}</Text>
            <Text size="sm">
              {report.userId === null
                ? DELETED_ACCOUNT_LABEL
                : `User ${report.userId}${report.userName ? ` (${report.userName})` : ""}`}
            </Text>
            <Text size="sm">Reported {formatRelativeTime(report.createdAt)}</Text>
            <Text size="sm">{commentCountLabel(report.commentCount)}</Text>
          </Group>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            aria-label={`Status of report #${report.id}`}
            data={statusOptions}
            value={report.status}
            allowDeselect={false}
            disabled={pending}
            w={160}
            onChange={(value) => isBugStatus(value) && value !== report.status && onStatusChange(value)}
          />
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={onOpen}
            aria-label={`View report #${report.id}`}
          >
            View
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
