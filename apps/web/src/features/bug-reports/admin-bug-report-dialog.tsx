import { DELETED_ACCOUNT_LABEL, ZResolveBugReportInput, type BugReport } from "@leadcoach/api/schemas";
import { Group, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, SubmitButton } from "../../components/form-dialog";
import { QueryState } from "../../components/query-state";
import { useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { BugCommentForm, BugCommentList } from "./bug-comments";
import { BugSummaryFields, DetailField, DetailGrid, ReportScreenshot, ReportUrl } from "./bug-detail-parts";
import { formatDateTime, orNotProvided } from "./bug-display";

interface AdminBugReportDialogProps {
  reportId: number | null;
  onClose: () => void;
}

/** An admin's view of one report: Details, Comments (internal ones too) and Resolve. */
export function AdminBugReportDialog({ reportId, onClose }: AdminBugReportDialogProps) {
  const report = trpc.bugReports.byId.useQuery({ id: reportId ?? 0 }, { enabled: reportId !== null });
  const title =
    reportId === null ? "" : report.data ? `#${report.data.id} ${report.data.title}` : `Report #${reportId}`;

  return (
    <AppDialog opened={reportId !== null} onClose={onClose} title={title} size="xl">
      {reportId !== null && (
        <QueryState
          query={report}
          loading={<Text size="sm">Loading the report...</Text>}
          errorTitle="This bug report could not be loaded"
        >
          {(loaded) => <AdminReportTabs report={loaded} />}
        </QueryState>
      )}
    </AppDialog>
  );
}

function AdminReportTabs({ report }: { report: BugReport }) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">Details</Tabs.Tab>
        <Tabs.Tab value="comments">Comments ({report.comments.length})</Tabs.Tab>
        <Tabs.Tab value="resolve">Resolve</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="details" pt="md">
        <Stack gap="md">
          <DetailGrid>
            <BugSummaryFields report={report} />
            <DetailField label="User ID">
              {report.userId === null ? DELETED_ACCOUNT_LABEL : String(report.userId)}
            </DetailField>
            <DetailField label="Resolved">
              {report.resolvedAt ? formatDateTime(report.resolvedAt) : "Not provided"}
            </DetailField>
          </DetailGrid>
          <DetailField label="Description">{report.description}</DetailField>
          <DetailField label="Steps to Reproduce">{orNotProvided(report.stepsToReproduce)}</DetailField>
          <DetailGrid>
            <DetailField label="Expected Behaviour">{orNotProvided(report.expectedBehavior)}</DetailField>
            <DetailField label="Actual Behaviour">{orNotProvided(report.actualBehavior)}</DetailField>
          </DetailGrid>
          <DetailField label="URL">
            <ReportUrl url={report.url} />
          </DetailField>
          <DetailField label="Browser Info">{orNotProvided(report.browserInfo)}</DetailField>
          <DetailField label="Device Info">{orNotProvided(report.deviceInfo)}</DetailField>
          <DetailField label="Resolution">{orNotProvided(report.resolution)}</DetailField>
          <DetailField label="Screenshot">
            <ReportScreenshot src={report.screenshot} reportId={report.id} />
          </DetailField>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="comments" pt="md">
        <Stack gap="md">
          <BugCommentList comments={report.comments} view="admin" />
          <BugCommentForm key={report.id} reportId={report.id} allowInternal />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="resolve" pt="md">
        <ResolveForm report={report} />
      </Tabs.Panel>
    </Tabs>
  );
}

const ZResolveForm = ZResolveBugReportInput.pick({ resolution: true });

function ResolveForm({ report }: { report: BugReport }) {
  const form = useSchemaForm(ZResolveForm, { resolution: report.resolution ?? "" });
  const resolve = trpc.bugReports.resolve.useMutation({
    onSuccess: () => showToast({ title: "Bug report resolved successfully" }),
  });
  const blank = form.values.resolution.trim() === "";

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ resolution }) => resolve.mutate({ id: report.id, resolution }))}
    >
      <Stack gap="sm">
        <MutationErrorAlert
          error={resolve.error}
          fallback="Failed to resolve the bug report."
          networkFallback="Failed to resolve the bug report. Please try again."
        />
        {report.status === "resolved" && (
          <Text size="sm">This report is resolved. Saving again replaces its resolution notes.</Text>
        )}
        <Textarea
          label="Resolution Notes"
          placeholder="What was done to fix the issue?"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("resolution")}
        />
        <Group justify="flex-end">
          <SubmitButton
            color="green.8"
            disabled={blank}
            pending={resolve.isPending}
            pendingLabel="Resolving..."
          >
            Mark as Resolved
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
