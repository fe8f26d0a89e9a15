import type { z } from "zod";
import type { DashboardSummary, ZDashboardSummaryInput } from "../../schemas/dashboard";
import { currentStreak } from "../activity/current-streak";
import { findLatestCompletedAssessment } from "../assessment/queries";
import type { ServiceDeps } from "../deps";
import { findPendingRecommendations } from "../recommendations/queries";
import type { SessionUser } from "../users/session-user";
import { findDashboardCounts, findRecentActivity, findUpcomingActivities } from "./queries";

/** Display caps. */
export const DASHBOARD_RECOMMENDATIONS = 5;
export const DASHBOARD_UPCOMING_EVENTS = 5;
export const DASHBOARD_RECENT_ACTIVITY = 10;

type SummaryInput = z.output<typeof ZDashboardSummaryInput>;

/** The dashboard's figures for the caller (GET /api/dashboard); streak days counted in `timeZone`. */
export async function getDashboardSummary(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: SummaryInput,
): Promise<DashboardSummary> {
  const now = clock();
  const userId = caller.id;
  const { timeZone } = input;
  // Six statements, run side by side (the pool allows ten connections).
  const [assessment, counts, streakDays, recommendations, events, activity] = await Promise.all([
    findLatestCompletedAssessment(db, userId),
    findDashboardCounts(db, userId),
    currentStreak(db, userId, now, timeZone),
    findPendingRecommendations(db, userId, DASHBOARD_RECOMMENDATIONS),
    findUpcomingActivities(db, userId, now, DASHBOARD_UPCOMING_EVENTS),
    findRecentActivity(db, userId, DASHBOARD_RECENT_ACTIVITY),
  ]);
  return {
    overallScore: assessment?.overallPercent ?? 0,
    completedLessons: counts.completedLessons,
    activeGoals: counts.activeGoals,
    streakDays,
    totalXp: counts.totalXp,
    badges: counts.badges,
    recommendations: recommendations.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      content: r.content,
      priority: r.priority,
      dueDate: r.dueDate,
      reason: r.reason,
      lessonId: r.lessonId,
      skillId: r.skillId,
    })),
    upcomingEvents: events.map((e) => ({
      id: e.id,
      type: e.type,
      title: e.title,
      description: e.description,
      startTime: e.startTime.toISOString(),
      endTime: e.endTime.toISOString(),
      relatedId: e.relatedId,
    })),
    recentActivity: activity.map((a) => ({
      type: a.type,
      title: a.subject,
      timestamp: a.occurredAt.toISOString(),
    })),
    hasAssessment: assessment !== undefined,
  };
}
