import { z } from "zod";
import type { AccessLogArea } from "@leadcoach/db";
import { ZRecordId } from "./record-id";
import { ZRole } from "./users";

/** Display caps and windows of the admin dashboard. */
export const ADMIN_TOP_PERFORMERS = 5;
export const ADMIN_RECENT_ACTIVITY = 10;
export const ADMIN_GROWTH_MONTHS = 6;
export const ADMIN_ACTIVE_WINDOW_DAYS = 30;
/** A pending e-mail this many minutes past its send time means the outbox is stuck. */
export const OUTBOX_STUCK_MINUTES = 15;
/** Above this share of failed e-mail deliveries (last 24 hours) the platform is not healthy. */
export const MAX_DELIVERY_ERROR_RATE = 0.1;
/** The admin dashboard's figures: fresh 10 minutes, kept 15, never refetched on focus, mount or a timer. */
export const ADMIN_ANALYTICS_STALE_MS = 10 * 60_000;
export const ADMIN_ANALYTICS_GC_MS = 15 * 60_000;
/** The file the super admin's 'Download Emails' saves. */
export const USER_EMAILS_FILENAME = "user_emails.csv";
export const USER_EMAILS_COLUMNS = [
  "id",
  "name",
  "email",
  "username",
  "role",
  "active",
  "created_at",
] as const;
/** How many openings of their data a person sees in their profile. */
export const ACCESS_LOG_LIMIT = 50;

/** The growth chart's labels of the whole months, oldest first: '6 mo ago' ... 'Last month'. */
export const userGrowthLabels = Array.from({ length: ADMIN_GROWTH_MONTHS }, (_, i) =>
  i === ADMIN_GROWTH_MONTHS - 1 ? "Last month" : `${ADMIN_GROWTH_MONTHS - i} mo ago`,
);
/** The label of the growth chart's last point: the current month, still running. */
export const USER_GROWTH_PARTIAL_LABEL = "This month";

export const ZUserGrowthMonth = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  newUsers: z.number(),
  /** The current month: its count is still growing. */
  partial: z.boolean(),
});
export type UserGrowthMonth = z.infer<typeof ZUserGrowthMonth>;

export const ZPlatformHealth = z.object({
  healthy: z.boolean(),
  database: z.object({ healthy: z.boolean(), latencyMs: z.number() }),
  /** Pending e-mails more than OUTBOX_STUCK_MINUTES past their send time. */
  outbox: z.object({ healthy: z.boolean(), overdue: z.number() }),
  /** Failed e-mail deliveries among the last 24 hours' e-mails (0..1). */
  errorRate: z.object({ healthy: z.boolean(), rate: z.number() }),
});
export type PlatformHealth = z.infer<typeof ZPlatformHealth>;

export const ZAdminAnalytics = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalAssessments: z.number(),
  completedLessons: z.number(),
  avgOverallScore: z.number(),
  /** New accounts per month, six months ending last month (oldest first): the documented field. */
  userGrowth: z.array(z.number()),
  /** The same six months and then the current one so far (`partial`), oldest first: the chart's points. */
  userGrowthMonths: z.array(ZUserGrowthMonth),
  /** The 'Platform Health' bars, in percent (not capped: the bar is). */
  platformHealth: z.object({
    userEngagement: z.number(),
    avgScore: z.number(),
    lessonCompletion: z.number(),
  }),
  topPerformers: z.array(
    z.object({
      user: z.object({
        id: z.number(),
        name: z.string(),
        avatar: z.string().nullable(),
        jobTitle: z.string().nullable(),
      }),
      score: z.number(),
    }),
  ),
  recentActivity: z.array(
    z.object({
      user: z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() }),
      activity: z.string(),
      timestamp: z.string(),
    }),
  ),
  health: ZPlatformHealth,
});
export type AdminAnalytics = z.infer<typeof ZAdminAnalytics>;

export const ZDemoUser = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  password: z.string(),
  role: ZRole,
  createdAt: z.string(),
});
export const ZDemoCredentials = z.object({ demoUsers: z.array(ZDemoUser) });
export type DemoCredentials = z.infer<typeof ZDemoCredentials>;

export const ZUserEmailsFile = z.object({ filename: z.string(), csv: z.string() });

export const ZAdminUserInput = z.object({ userId: ZRecordId });
export type AdminUserInput = z.infer<typeof ZAdminUserInput>;

export const ZAdminUserDashboard = z.object({
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    role: ZRole,
    avatar: z.string().nullable(),
    jobTitle: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
  dashboard: z.object({
    overallScore: z.number(),
    completedLessons: z.number(),
    activeGoals: z.number(),
    streakDays: z.number(),
    recentActivity: z.array(z.object({ title: z.string(), timestamp: z.string() })),
    recommendations: z.array(
      z.object({ id: z.number(), title: z.string(), description: z.string(), priority: z.string() }),
    ),
  }),
});
export type AdminUserDashboard = z.infer<typeof ZAdminUserDashboard>;

export const accessLogAreas = [
  "dashboard",
  "goals",
  "calendar",
  "lessons",
  "bug_report",
] as const satisfies readonly AccessLogArea[];
export const accessLogAreaLabels: Record<AccessLogArea, string> = {
  dashboard: "Dashboard",
  goals: "Goals",
  calendar: "Calendar",
  lessons: "Lesson progress",
  bug_report: "Bug report",
};

export const ZAccessLogEntry = z.object({
  id: z.number(),
  viewerName: z.string(),
  viewerRole: ZRole,
  area: z.enum(accessLogAreas),
  viewedAt: z.string(),
});
export type AccessLogEntry = z.infer<typeof ZAccessLogEntry>;
