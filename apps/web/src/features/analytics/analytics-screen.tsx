import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_MIN_GROUP_SIZE,
  tooFewInCohort,
  ZReportInput,
  type ReportType,
} from "@leadcoach/api/schemas";
import { Button, Group, Tabs } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { Page } from "../../components/page";
import { lastDays, type DayRange } from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { CohortsTab } from "./cohorts-tab";
import { DateRangePicker } from "./date-range-picker";
import { EngagementTab } from "./engagement-tab";
import { OverviewTab } from "./overview-tab";
import { RetentionTab } from "./retention-tab";
import { SkillsTab } from "./skills-tab";
import { CohortSelect, useAddressCohort, type ChosenCohort } from "./cohort-select";
import { AnalyticsCohortProvider } from "./use-analytics";
import { useDownloadReport } from "./use-download-report";
import { useExportReport } from "./use-export-report";

const tabs = [
  { value: "overview", label: "Overview" },
  { value: "engagement", label: "Engagement" },
  { value: "skills", label: "Skills" },
  { value: "cohorts", label: "Cohorts" },
  { value: "retention", label: "Retention" },
] as const;
type TabValue = (typeof tabs)[number]["value"];

/** The report the Overview shows first: the server's own default. */
const DEFAULT_REPORT_TYPE: ReportType = ZReportInput.parse(undefined).reportType;

function isTab(value: string | null): value is TabValue {
  return tabs.some((tab) => tab.value === value);
}

/** The page's description: whose figures these are. */
function describe(cohort: ChosenCohort | null): string {
  if (!cohort) return "Engagement, skills, cohorts and retention across the platform.";
  return cohort.kind === "group"
    ? `Engagement, skills, cohorts and retention of the group ${cohort.name}.`
    : `Engagement, skills, cohorts and retention of the people enrolled in the program ${cohort.name}.`;
}

/**
 * /analytics: platform figures for admins over a chosen period, by tab, for everyone or one cohort (a
 * group or a program, kept in the address), with a report to export.
 */
export function AnalyticsScreen() {
  const [range, setRange] = useState<DayRange>(() => lastDays(new Date(), ANALYTICS_DEFAULT_RANGE_DAYS));
  const [reportType, setReportType] = useState<ReportType>(DEFAULT_REPORT_TYPE);
  const [tab, setTab] = useState<TabValue>("overview");
  const cohort = useAddressCohort();
  const exportReport = useExportReport();
  const downloadReport = useDownloadReport();
  // The server gives a cohort this small no figures either; the screen says so in place of the tabs.
  const tooFew =
    cohort.chosen && cohort.chosen.size < ANALYTICS_MIN_GROUP_SIZE
      ? tooFewInCohort[cohort.chosen.kind]
      : null;

  return (
    <Page
      size="xl"
      py="lg"
      title="Advanced Analytics"
      description={describe(cohort.chosen)}
      actions={
        <Group gap="sm" align="flex-end">
          <CohortSelect value={cohort.chosen} onChange={cohort.choose} w={280} />
          <DateRangePicker value={range} onChange={setRange} />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportReport.isPending}
            onClick={() => exportReport.run(reportType, range, cohort.filter)}
          >
            Export Report
          </Button>
          {(["csv", "pdf"] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloadReport.pending === format}
              onClick={() => downloadReport.run(format, reportType, range, cohort.filter)}
            >
              {format === "csv" ? "Download CSV" : "Download PDF"}
            </Button>
          ))}
        </Group>
      }
    >
      {tooFew ? (
        <AnalyticsEmpty text={tooFew} />
      ) : (
        <AnalyticsCohortProvider value={cohort.filter}>
          <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} keepMounted={false}>
            <Tabs.List mb="md">
              {tabs.map((item) => (
                <Tabs.Tab key={item.value} value={item.value}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="overview">
              <OverviewTab range={range} reportType={reportType} onReportTypeChange={setReportType} />
            </Tabs.Panel>
            <Tabs.Panel value="engagement">
              <EngagementTab range={range} />
            </Tabs.Panel>
            <Tabs.Panel value="skills">
              <SkillsTab />
            </Tabs.Panel>
            <Tabs.Panel value="cohorts">
              <CohortsTab />
            </Tabs.Panel>
            <Tabs.Panel value="retention">
              <RetentionTab />
            </Tabs.Panel>
          </Tabs>
        </AnalyticsCohortProvider>
      )}
    </Page>
  );
}
