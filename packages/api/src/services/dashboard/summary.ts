import type { DB } from "@leadcoach/db";
import type { DashboardSummary } from "../../schemas/dashboard";
import { currentStreak } from "../activity/queries";
import { findLatestCompletedAssessment } from "../assessment/queries";
import { findPendingRecommendations } from "../recommendations/store";
import {
  countActiveGoals,
  countCompletedLessons,
  findRecentActivity,
  findUpcomingActivities,
  findXpAndBadges,
} from "./queries";

/** Display caps (000 §9). */
export const DASHBOARD_RECOMMENDATIONS = 5;
export const DASHBOARD_UPCOMING_EVENTS = 5;
export const DASHBOARD_RECENT_ACTIVITY = 10;

/** The dashboard's figures for the caller (GET /api/dashboard); streak days counted in `timeZone`. */
export async function getDashboardSummary(
  db: DB,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<DashboardSummary> {
  const [assessment, completedLessons, activeGoals, streakDays, xp, recommendations, events, activity] =
    await Promise.all([
      findLatestCompletedAssessment(db, userId),
      countCompletedLessons(db, userId),
      countActiveGoals(db, userId),
      currentStreak(db, userId, now, timeZone),
      findXpAndBadges(db, userId),
      findPendingRecommendations(db, userId, DASHBOARD_RECOMMENDATIONS),
      findUpcomingActivities(db, userId, now, DASHBOARD_UPCOMING_EVENTS),
      findRecentActivity(db, userId, DASHBOARD_RECENT_ACTIVITY),
    ]);
  return {
    overallScore: assessment?.overallPercent ?? 0,
    completedLessons,
    activeGoals,
    streakDays,
    totalXp: xp.totalXp,
    badges: xp.badges,
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
