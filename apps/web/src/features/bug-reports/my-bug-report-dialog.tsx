import type { BugReport } from "@leadcoach/api/schemas";
import { Divider, Stack, Text, Title } from "@mantine/core";
import { AppDialog } from "../../components/form-dialog";
import { BugCommentForm, BugCommentList } from "./bug-comments";
import { BugSummaryFields, DetailField, DetailGrid, ReportScreenshot, ReportUrl } from "./bug-detail-parts";
import { formatDateTime, orNotProvided } from "./bug-display";

interface MyBugReportDialogProps {
  report: BugReport | null;
  onClose: () => void;
}

/** The reporter's view of one report, with public comments and, unless closed, a comment box. */
export function MyBugReportDialog({ report, onClose }: MyBugReportDialogProps) {
  return (
    <AppDialog
      opened={report !== null}
      onClose={onClose}
      title={report ? `#${report.id} ${report.title}` : ""}
    >
      {report && (
        <Stack gap="md">
          <DetailGrid>
            <BugSummaryFields report={report} />
            <DetailField label="Resolved">
              {report.resolvedAt ? formatDateTime(report.resolvedAt) : "Not resolved yet"}
            </DetailField>
          </DetailGrid>
          <DetailField label="Description">{report.description}</DetailField>
          <DetailField label="Resolution">{orNotProvided(report.resolution)}</DetailField>
          <DetailField label="URL">
            <ReportUrl url={report.url} />
          </DetailField>
          <DetailField label="Screenshot">
            <ReportScreenshot src={report.screenshot} reportId={report.id} />
          </DetailField>
          <Divider />
          <Title order={3} size="h5">
            Comments ({report.comments.length})
          </Title>
          <BugCommentList comments={report.comments} view="reporter" />
          {report.status === "closed" ? (
            <Text size="sm">This report is closed; it no longer takes comments.</Text>
          ) : (
            <BugCommentForm key={report.id} reportId={report.id} />
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
