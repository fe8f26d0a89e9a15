import { bugCategoryLabels, type BugReport } from "@leadcoach/api/schemas";
import { Anchor, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { SeverityBadge, StatusBadge } from "./bug-badges";
import { formatDateTime, orNotProvided } from "./bug-display";

/** One labelled value of a detail dialog. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {typeof children === "string" ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** Values side by side on wide screens, stacked on phones. */
export function DetailGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** A URL as a link (opened in a new tab), or 'Not provided'. */
export function ReportUrl({ url }: { url: string | null }) {
  if (!url) return <Text size="sm">{orNotProvided(url)}</Text>;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ overflowWrap: "anywhere" }}
    >
      {url}
    </Anchor>
  );
}

/** The report's screenshot (served by the API), opened full size in a new tab, or 'Not provided'. */
export function ReportScreenshot({ src, reportId }: { src: string | null; reportId: number }) {
  if (!src) return <Text size="sm">Not provided</Text>;
  return (
    <Anchor
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open the screenshot of report #${reportId}`}
    >
      <Image
        src={src}
        alt={`Screenshot attached to report #${reportId}`}
        mah={280}
        fit="contain"
        radius="sm"
      />
    </Anchor>
  );
}

/** Status, severity, category and creation time: the first fields of both detail dialogs, inside a DetailGrid. */
export function BugSummaryFields({ report }: { report: BugReport }) {
  return (
    <>
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
      <DetailField label="Category">{bugCategoryLabels[report.category]}</DetailField>
      <DetailField label="Created">{formatDateTime(report.createdAt)}</DetailField>
    </>
  );
}
