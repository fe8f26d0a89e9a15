import type { BugReport } from "@leadcoach/api/schemas";
import { Divider, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { SeverityBadge, StatusBadge } from "./bug-badges";
import { BugCommentForm, BugCommentList } from "./bug-comments";
import { DetailField, DetailGrid, ReportScreenshot, ReportUrl } from "./bug-detail-parts";
import { categoryLabels, formatDateTime, orNotProvided } from "./bug-display";

interface MyBugReportDialogProps {
  report: BugReport | null;
  onClose: () => void;
}

/** The reporter's view of one report, with public comments and, unless closed, a comment box. */
export function MyBugReportDialog({ report, onClose }: MyBugReportDialogProps) {
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={report ? `#${report.id} ${report.title}` : ""}
      size="lg"
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {report && (
        <Stack gap="md">
          <DetailGrid>
            <DetailField label="Status">
              <Group>
                <StatusBadge status={report.status} />
              </Group>
            </DetailField>
            <DetailField label="Severity">
              <Group>
                <SeverityBadge severity={report.severity} />
              </Group>
            </DetailField>
            <DetailField label="Category">{categoryLabels[report.category]}</DetailField>
            <DetailField label="Created">{formatDateTime(report.createdAt)}</DetailField>
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
    </Modal>
  );
}
