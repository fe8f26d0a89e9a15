import {
  ZAnalyticsCohortInput,
  ZAnalyticsRangeInput,
  ZCohortsAnalytics,
  ZEngagementAnalytics,
  ZPlatformAnalytics,
  ZPlatformInput,
  ZReport,
  ZReportCsvFile,
  ZReportInput,
  ZReportPdfFile,
  ZRetentionAnalytics,
  ZSkillsAnalytics,
} from "../schemas/analytics";
import {
  getCohortAnalytics,
  getEngagementAnalytics,
  getPlatformAnalytics,
  getReport,
  getRetentionAnalytics,
  getSkillsAnalytics,
} from "../services/analytics/analytics";
import { exportReportCsv, exportReportPdf } from "../services/analytics/report-export";
import { serve } from "../context";
import { adminProcedure, router } from "../trpc";

/**
 * Advanced analytics (/analytics), admins only; every figure is read from the rollups (docs/analytics.md).
 * Each takes `groupId` for one group's members or `programId` for one program's enrolled people, not both
 * (no figures for a cohort of fewer than 5).
 */
export const analyticsRouter = router({
  /** GET /api/analytics/engagement?start&end (UTC days, both included; the last 30 days by default). */
  engagement: adminProcedure
    .input(ZAnalyticsRangeInput)
    .output(ZEngagementAnalytics)
    .query(serve(getEngagementAnalytics)),

  /** GET /api/analytics/skills?groupId|programId */
  skills: adminProcedure
    .input(ZAnalyticsCohortInput)
    .output(ZSkillsAnalytics)
    .query(serve(getSkillsAnalytics)),

  /** GET /api/analytics/platform?metricType=daily&start&end */
  platform: adminProcedure
    .input(ZPlatformInput)
    .output(ZPlatformAnalytics)
    .query(serve(getPlatformAnalytics)),

  /** GET /api/analytics/cohorts?groupId|programId */
  cohorts: adminProcedure
    .input(ZAnalyticsCohortInput)
    .output(ZCohortsAnalytics)
    .query(serve(getCohortAnalytics)),

  /** GET /api/analytics/retention?groupId|programId */
  retention: adminProcedure
    .input(ZAnalyticsCohortInput)
    .output(ZRetentionAnalytics)
    .query(serve(getRetentionAnalytics)),

  /** GET /api/reports?reportType=engagement_overview|skill_improvement|user_retention&start&end */
  report: adminProcedure.input(ZReportInput).output(ZReport).query(serve(getReport)),

  /** GET /api/reports/csv?reportType&start&end&groupId|programId: the same report as a CSV file. */
  reportCsv: adminProcedure.input(ZReportInput).output(ZReportCsvFile).query(serve(exportReportCsv)),

  /** GET /api/reports/pdf?reportType&start&end&groupId|programId: the same report as a PDF with its chart. */
  reportPdf: adminProcedure.input(ZReportInput).output(ZReportPdfFile).query(serve(exportReportPdf)),
});
