import { z } from "zod";
import { ZRecordId } from "./record-id";

/**
 * Advanced analytics (/analytics) and reports. Days are UTC calendar days ('YYYY-MM-DD'); a range names
 * its first and last day, both included. Without a range the last 30 days (today included) are used.
 * Figures come from the rollup tables (docs/analytics.md); no group of fewer than
 * `ANALYTICS_MIN_GROUP_SIZE` people is described (folded into 'Other' or hidden, with a note).
 */
export const ANALYTICS_MIN_GROUP_SIZE = 5;
/** A usage session: a run of one user's events with no gap over this many minutes. */
export const ANALYTICS_SESSION_GAP_MINUTES = 30;
/** Active users: any recorded event within this many days. */
export const ANALYTICS_ACTIVE_WINDOW_DAYS = 30;
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
export const ANALYTICS_MAX_RANGE_DAYS = 731;

export const reportTypes = ["engagement_overview", "skill_improvement", "user_retention"] as const;
export type ReportType = (typeof reportTypes)[number];
/** Each report's title, on screen and in its CSV and PDF. */
export const reportTypeLabels = {
  engagement_overview: "Engagement Overview",
  skill_improvement: "Skill Improvement",
  user_retention: "User Retention",
} as const satisfies Record<ReportType, string>;
export const cohortTypes = ["department", "technical_background", "experience", "signup_month"] as const;
export type CohortType = (typeof cohortTypes)[number];
export const platformMetricTypes = ["daily", "weekly", "monthly"] as const;

function isDateLike(value: string): boolean {
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(value.length > 10 ? value : `${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime());
}

/** A day: 'YYYY-MM-DD' or a full ISO timestamp (its UTC day is used); "" means not given. */
export const ZAnalyticsDay = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === "" || isDateLike(v), "Dates must look like 2026-11-23")
  .transform((v) => (v === "" ? undefined : v.length > 10 ? new Date(v).toISOString().slice(0, 10) : v));

/**
 * The cohort a read is about: one group's members (`groupId`, the people screen's groups) or the people
 * enrolled in one program (`programId`, whatever their progress: not started yet, under way or done, in
 * an archived program too); neither for everyone. A cohort of fewer than `ANALYTICS_MIN_GROUP_SIZE`
 * people gets no figures, only its `tooFewInCohort` note.
 */
export const cohortKinds = ["group", "program"] as const;
export type CohortKind = (typeof cohortKinds)[number];
export interface CohortFilter {
  kind: CohortKind;
  id: number;
}
/** How a cohort is named in a report's header, on screen and in the downloads ('Program: First 90 days'). */
export const cohortKindLabels = { group: "Group", program: "Program" } as const satisfies Record<
  CohortKind,
  string
>;
export const ONE_COHORT_AT_A_TIME = "Filter by a group or by a program, not both.";
export const TOO_FEW_IN_GROUP = `This group has fewer than ${ANALYTICS_MIN_GROUP_SIZE} people, so no figures are shown for it.`;
export const TOO_FEW_IN_PROGRAM = `This program has fewer than ${ANALYTICS_MIN_GROUP_SIZE} people enrolled, so no figures are shown for it.`;
export const tooFewInCohort = {
  group: TOO_FEW_IN_GROUP,
  program: TOO_FEW_IN_PROGRAM,
} as const satisfies Record<CohortKind, string>;

const cohortFields = { groupId: ZRecordId.optional(), programId: ZRecordId.optional() };

/** Neither or one of `groupId` and `programId` (read by name: any input object will do). */
function oneCohortAtATime(input: object): boolean {
  const fields = new Map(Object.entries(input));
  return fields.get("groupId") === undefined || fields.get("programId") === undefined;
}

/** An analytics input with its cohort fields, optional as a whole; `groupId` and `programId` at once is refused. */
function withCohort<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, ...cohortFields })
    .refine(oneCohortAtATime, { message: ONE_COHORT_AT_A_TIME, path: ["programId"] })
    .optional();
}

function cohortOf(
  v: { groupId?: number | undefined; programId?: number | undefined } | undefined,
): CohortFilter | undefined {
  if (v?.groupId !== undefined) return { kind: "group", id: v.groupId };
  if (v?.programId !== undefined) return { kind: "program", id: v.programId };
  return undefined;
}

export const ZAnalyticsCohortInput = withCohort({}).transform((v) => ({ cohort: cohortOf(v) }));
export type AnalyticsCohortInput = z.input<typeof ZAnalyticsCohortInput>;

export const ZAnalyticsRangeInput = withCohort({
  start: ZAnalyticsDay.optional(),
  end: ZAnalyticsDay.optional(),
}).transform((v) => ({ start: v?.start, end: v?.end, cohort: cohortOf(v) }));
export type AnalyticsRangeInput = z.input<typeof ZAnalyticsRangeInput>;

export const ZReportInput = withCohort({
  reportType: z.enum(reportTypes).optional(),
  start: ZAnalyticsDay.optional(),
  end: ZAnalyticsDay.optional(),
}).transform((v) => ({
  reportType: v?.reportType ?? "engagement_overview",
  start: v?.start,
  end: v?.end,
  cohort: cohortOf(v),
}));
export type ReportInput = z.input<typeof ZReportInput>;

export const ZPlatformInput = withCohort({
  metricType: z.enum(platformMetricTypes).optional(),
  start: ZAnalyticsDay.optional(),
  end: ZAnalyticsDay.optional(),
}).transform((v) => ({
  metricType: v?.metricType ?? "daily",
  start: v?.start,
  end: v?.end,
  cohort: cohortOf(v),
}));
export type PlatformInput = z.input<typeof ZPlatformInput>;

export const ZAnalyticsRange = z.object({ start: z.string(), end: z.string(), days: z.number() });

/** A figure for the current period beside the same figure for the previous period of the same length. */
export const ZPeriodComparison = z.object({
  current: z.number(),
  previous: z.number(),
  /** Rounded percent change from previous to current; null when the previous figure is 0. */
  changePercent: z.number().nullable(),
});
export type PeriodComparison = z.infer<typeof ZPeriodComparison>;

export const ZEngagementSummary = z.object({
  /** Registered users at the end of the period. */
  totalUsers: z.number(),
  /** Users with at least one recorded event in the period. */
  activeUsers: z.number(),
  totalSessions: z.number(),
  /** Minutes, one decimal. */
  averageSessionDuration: z.number(),
  totalLessonsCompleted: z.number(),
});
export type EngagementSummary = z.infer<typeof ZEngagementSummary>;

export const ZEngagementTrend = z.object({
  date: z.string(),
  uniqueUsers: z.number(),
  totalSessions: z.number(),
  totalLessonsCompleted: z.number(),
});

export const ZEngagementAnalytics = z.object({
  range: ZAnalyticsRange,
  previousRange: ZAnalyticsRange,
  summary: ZEngagementSummary,
  previousSummary: ZEngagementSummary,
  /** The Overview captions ('+12% from previous period'), computed. */
  comparison: z.object({
    totalUsers: ZPeriodComparison,
    activeUsers: ZPeriodComparison,
    totalSessions: ZPeriodComparison,
    averageSessionDuration: ZPeriodComparison,
    totalLessonsCompleted: ZPeriodComparison,
  }),
  /** Days with activity, newest first; a day with fewer than 5 active users is left out (see notes). */
  engagementTrends: z.array(ZEngagementTrend),
  notes: z.array(z.string()),
});
export type EngagementAnalytics = z.infer<typeof ZEngagementAnalytics>;

export const ZSkillMetric = z.object({
  skillId: z.number(),
  skillName: z.string(),
  categoryName: z.string(),
  /** Score points (0-100 scale) gained since the user's first assessment of the skill, one decimal. */
  averageImprovement: z.number(),
  totalUsers: z.number(),
});
export type SkillMetric = z.infer<typeof ZSkillMetric>;

export const ZTopPerformer = z.object({
  userName: z.string(),
  improvement: z.number(),
  currentScore: z.number(),
});

export const ZSkillsSummary = z.object({
  totalSkillsTracked: z.number(),
  totalUsersImproving: z.number(),
  averageImprovementAcrossAllSkills: z.number(),
});

export const ZSkillsAnalytics = z.object({
  summary: ZSkillsSummary,
  /** Top 10 by average improvement; skills assessed by fewer than 5 users are left out (see notes). */
  skillMetrics: z.array(ZSkillMetric),
  /** Top 5 by improvement; admins only, name and score only. */
  topPerformers: z.array(ZTopPerformer),
  notes: z.array(z.string()),
});
export type SkillsAnalytics = z.infer<typeof ZSkillsAnalytics>;

export const ZCohort = z.object({
  /** `${cohortType}:${cohortValue}` */
  id: z.string(),
  cohortName: z.string(),
  cohortType: z.enum(cohortTypes),
  cohortValue: z.string(),
  userCount: z.number(),
  /** Percent: average share of the last 30 days on which a member was active. */
  averageEngagement: z.number(),
  /** Percent: lessons completed / lessons started by members. */
  completionRate: z.number(),
  /** Percent: members active in the last 30 days. */
  retentionRate: z.number(),
  /** Average score points gained per assessed skill since the first assessment. */
  averageSkillGrowth: z.number(),
});
export type Cohort = z.infer<typeof ZCohort>;

export const ZCohortsAnalytics = z.array(ZCohort);

export const ZRetentionMonth = z.object({
  /** 'YYYY-MM' */
  registrationMonth: z.string(),
  totalUsers: z.number(),
  activeUsers: z.number(),
  retentionRate: z.number(),
});

export const ZRetentionSummary = z.object({
  overallRetentionRate: z.number(),
  totalRegisteredUsers: z.number(),
  currentlyActiveUsers: z.number(),
});

export const ZRetentionAnalytics = z.object({
  /** The day the 30-day active window ends on. */
  asOf: z.string(),
  summary: ZRetentionSummary,
  /** Newest month first; months with fewer than 5 registrations are folded into 'Other'. */
  retentionByMonth: z.array(ZRetentionMonth),
  notes: z.array(z.string()),
});
export type RetentionAnalytics = z.infer<typeof ZRetentionAnalytics>;

export const ZPlatformPoint = z.object({
  /** First day of the bucket. */
  date: z.string(),
  activeUsers: z.number(),
  newUsers: z.number(),
  totalSessions: z.number(),
  totalEvents: z.number(),
  totalLessonsCompleted: z.number(),
  assessmentsTaken: z.number(),
});

export const ZPlatformAnalytics = z.object({
  metricType: z.enum(platformMetricTypes),
  range: ZAnalyticsRange,
  /** Oldest first, every bucket of the range (zeros included). */
  points: z.array(ZPlatformPoint),
});
export type PlatformAnalytics = z.infer<typeof ZPlatformAnalytics>;

const ZNamedRecord = z.object({ id: z.number(), name: z.string() });
const reportBase = {
  generatedAt: z.string(),
  range: ZAnalyticsRange,
  /** The group the figures are about; null for everyone or a program. */
  group: ZNamedRecord.nullable(),
  /** The program whose enrolled people the figures are about; null for everyone or a group. */
  program: ZNamedRecord.nullable(),
  notes: z.array(z.string()),
};

export const ZReport = z.discriminatedUnion("reportType", [
  z.object({
    reportType: z.literal("engagement_overview"),
    ...reportBase,
    summary: ZEngagementSummary,
    previousSummary: ZEngagementSummary,
    comparison: ZEngagementAnalytics.shape.comparison,
  }),
  z.object({
    reportType: z.literal("skill_improvement"),
    ...reportBase,
    summary: z.object({
      skillsTracked: z.number(),
      usersImproving: z.number(),
      averageImprovement: z.number(),
    }),
    topSkills: z.array(ZSkillMetric),
  }),
  z.object({
    reportType: z.literal("user_retention"),
    ...reportBase,
    summary: ZRetentionSummary,
    retentionByMonth: z.array(ZRetentionMonth),
  }),
]);
export type Report = z.infer<typeof ZReport>;

/** The report downloads: `/api/reports/csv` and `/api/reports/pdf`, with the report's own query. */
export const REPORT_CSV_URL = "/api/reports/csv";
export const REPORT_PDF_URL = "/api/reports/pdf";
export const ZReportCsvFile = z.object({ filename: z.string(), csv: z.string() });
/** The PDF's bytes in base64 (tRPC answers JSON); REST sends the bytes themselves. */
export const ZReportPdfFile = z.object({ filename: z.string(), base64: z.string() });

/**
 * `engagement_overview-2026-11-01-2026-11-30.csv`: the report, its range, and its cohort if any
 * (`-group-12`, `-program-3`).
 */
export function reportFileName(
  report: { reportType: ReportType; range: { start: string; end: string }; cohort: CohortFilter | undefined },
  ext: "csv" | "pdf",
) {
  const cohort = report.cohort ? `-${report.cohort.kind}-${report.cohort.id}` : "";
  return `${report.reportType}-${report.range.start}-${report.range.end}${cohort}.${ext}`;
}
