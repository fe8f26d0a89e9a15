import {
  growthCategoryLabel,
  programReportFileName,
  programReportUrl,
  PROGRAM_REPORT_MIN_PEOPLE,
  type ProgramGrowthFigures,
  type ProgramGrowthSection,
  type ProgramReport,
} from "@leadcoach/api/schemas";
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { ListSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { TableHead } from "../../components/table-head";
import { useFormatDownload } from "../../lib/download";
import { trpc } from "../../lib/trpc";

// The chart library is a large download: it loads only when there is a week to draw.
const CompletionChart = lazy(() => import("./completion-chart"));

const GROWTH_COLUMNS = [
  "People",
  "Mean change (points)",
  "95% CI",
  "Effect size (d_z)",
  "Improved beyond noise",
] as const;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm">{label}</Text>
    </Stack>
  );
}

/** 'Download CSV' / 'Download PDF': the same report, as the server writes the file. */
function Downloads({ report }: { report: ProgramReport }) {
  const { pending, download } = useFormatDownload<"csv" | "pdf">();
  return (
    <Group gap="sm">
      {(["csv", "pdf"] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={pending === format}
          onClick={() =>
            void download(
              format,
              programReportUrl(report.programId, format),
              programReportFileName(report, format),
            )
          }
        >
          {format === "csv" ? "Download CSV" : "Download PDF"}
        </Button>
      ))}
    </Group>
  );
}

function GrowthCells({ figures }: { figures: ProgramGrowthFigures }) {
  if (figures.kind === "too-few") {
    return (
      <>
        <Table.Td>{figures.n}</Table.Td>
        <Table.Td colSpan={4}>Fewer than {PROGRAM_REPORT_MIN_PEOPLE} people: no figures</Table.Td>
      </>
    );
  }
  return (
    <>
      <Table.Td>{figures.n}</Table.Td>
      <Table.Td>{figures.meanChange > 0 ? `+${figures.meanChange}` : figures.meanChange}</Table.Td>
      <Table.Td>
        {figures.ci95.low} to {figures.ci95.high}
      </Table.Td>
      <Table.Td>{figures.cohensDz ?? "-"}</Table.Td>
      <Table.Td>
        {figures.reliablyImprovedShare === null ? "-" : `${Math.round(figures.reliablyImprovedShare * 100)}%`}
      </Table.Td>
    </>
  );
}

function GrowthTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: { key: number; name: string; figures: ProgramGrowthFigures }[];
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <TableHead columns={[first, ...GROWTH_COLUMNS]} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <GrowthCells figures={row.figures} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One measure's growth (the skills assessment, the skill pulses or the 360's reviewer ratings), under
 * its own label and caveat, never mixed with another's; when it has no figures, the reason.
 */
function GrowthSection({ section }: { section: ProgramGrowthSection }) {
  return (
    <Stack gap="xs" aria-label={`Growth: ${section.label}`} role="group">
      <Title order={4} size="h5">
        {section.label}
      </Title>
      <Text size="sm">{section.caveat}</Text>
      <Text size="sm">{section.window}</Text>
      <Text size="sm">{section.noise}</Text>
      {section.state === "measured" ? (
        <>
          {section.categories.length > 0 && (
            <GrowthTable
              caption={`${section.label}: by category`}
              first="Category"
              rows={section.categories.map((c) => ({
                key: c.categoryId,
                name: growthCategoryLabel(c),
                figures: c.figures,
              }))}
            />
          )}
          <GrowthTable
            caption={`${section.label}: by skill`}
            first="Skill"
            rows={section.skills.map((s) => ({ key: s.skillId, name: s.skillName, figures: s.figures }))}
          />
        </>
      ) : (
        <Alert color="gray" variant="light">
          {section.emptyReason}
        </Alert>
      )}
    </Stack>
  );
}

function ReportBody({ report }: { report: ProgramReport }) {
  const { enrolment, engagement } = report;
  const shownWeeks = report.completionByWeek.flatMap((w) =>
    w.completedPercent === null ? [] : [{ week: w.week, percent: w.completedPercent }],
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        <Figure label="Enrolled" value={enrolment.enrolled} />
        <Figure label="Started" value={enrolment.started} />
        <Figure label="Completed every step" value={enrolment.completed} />
        <Figure label="Stalled" value={enrolment.stalled} />
        {engagement && <Figure label="Active in the last 7 days" value={engagement.activeLast7Days} />}
        {engagement && <Figure label="Active in the last 28 days" value={engagement.activeLast28Days} />}
      </SimpleGrid>
      {report.notes.map((note) => (
        <Alert key={note} color="blue" variant="light">
          {note}
        </Alert>
      ))}
      {report.enoughPeople && (
        <>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Completion by week
            </Title>
            {report.completionByWeek.length === 0 ? (
              <Text size="sm">No week has begun yet.</Text>
            ) : (
              <>
                {shownWeeks.length > 0 && (
                  <Suspense fallback={<Skeleton h={220} />}>
                    <CompletionChart weeks={shownWeeks} />
                  </Suspense>
                )}
                <Table.ScrollContainer minWidth={360}>
                  <Table striped verticalSpacing="xs">
                    <TableHead columns={["Week", "Began it", "Did all its steps"]} />
                    <Table.Tbody>
                      {report.completionByWeek.map((w) => (
                        <Table.Tr key={w.week}>
                          <Table.Th scope="row" fw={500}>
                            Week {w.week}
                          </Table.Th>
                          <Table.Td>{w.begun}</Table.Td>
                          <Table.Td>
                            {w.completedPercent === null
                              ? `Fewer than ${PROGRAM_REPORT_MIN_PEOPLE} people`
                              : `${w.completedPercent}%`}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
          <Stack gap="md">
            <Stack gap="xs">
              <Title order={3} size="h4">
                Growth
              </Title>
              <Text size="sm">{report.growthExplained}</Text>
            </Stack>
            {report.growth.map((section) => (
              <GrowthSection key={section.measure} section={section} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * The program report (admins): enrolment, completion by week, activity and growth on each measure
 * apart (skills assessment, skill pulses, 360 reviewer ratings), with its CSV and PDF downloads.
 * Aggregates only; below 5 people only the enrolment counts show.
 */
export function ProgramReportSection({ programId }: { programId: number }) {
  const report = trpc.programReports.get.useQuery({ programId });
  return (
    <Section
      id="program-report"
      title="Program report"
      description={`Figures about the whole cohort, never one person: each share and growth figure rests on at least ${PROGRAM_REPORT_MIN_PEOPLE} people.`}
      aside={report.data && <Downloads report={report.data} />}
    >
      <QueryState
        query={report}
        errorTitle="The program report could not be loaded"
        loading={<ListSkeleton label="Loading the program report" rows={4} height={44} />}
      >
        {(data) => <ReportBody report={data} />}
      </QueryState>
    </Section>
  );
}
