import { z } from "zod";
import { ZRecommendation } from "./recommendations";
import { ZTimeZone } from "./time-zone";

export const ZDashboardSummaryInput = z
  .object({ timeZone: ZTimeZone.optional() })
  .optional()
  .transform((v) => ({ timeZone: v?.timeZone ?? "UTC" }));
export type DashboardSummaryInput = z.input<typeof ZDashboardSummaryInput>;

export const ZDashboardRecommendation = ZRecommendation.pick({
  id: true,
  type: true,
  title: true,
  content: true,
  priority: true,
  dueDate: true,
  reason: true,
  lessonId: true,
  skillId: true,
});

export const ZUpcomingEvent = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  relatedId: z.number().nullable(),
});

export const ZRecentActivity = z.object({ type: z.string(), title: z.string(), timestamp: z.string() });

export const ZDashboardSummary = z.object({
  overallScore: z.number(),
  completedLessons: z.number(),
  activeGoals: z.number(),
  streakDays: z.number(),
  totalXp: z.number(),
  badges: z.array(z.string()),
  recommendations: z.array(ZDashboardRecommendation),
  upcomingEvents: z.array(ZUpcomingEvent),
  recentActivity: z.array(ZRecentActivity),
  hasAssessment: z.boolean(),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;

export const skillHistoryRanges = ["6weeks", "3months", "6months"] as const;
export const ZSkillHistoryInput = z.object({ range: z.enum(skillHistoryRanges).default("6weeks") });
export type SkillHistoryInput = z.input<typeof ZSkillHistoryInput>;

export const ZSkillHistory = z.object({
  points: z.array(
    z.object({ date: z.string(), overallScore: z.number(), skills: z.record(z.string(), z.number()) }),
  ),
  latest: z.array(z.object({ skillName: z.string(), categoryName: z.string(), score: z.number() })),
});
export type SkillHistory = z.infer<typeof ZSkillHistory>;
