import { AppError } from "../../lib/app-error";
import type { AdminUserDashboard, AdminUserInput } from "../../schemas/admin";
import { recordAccess } from "../access-log/access-log";
import { currentStreak } from "../activity/current-streak";
import { countActiveGoals, countCompletedLessons, findRecentActivity } from "../dashboard/queries";
import { DASHBOARD_RECENT_ACTIVITY, DASHBOARD_RECOMMENDATIONS } from "../dashboard/summary";
import type { ServiceDeps, SessionUser } from "../deps";
import { findPendingRecommendationsForAdmin } from "../recommendations/queries";
import { activityText } from "./activity-text";
import { findUserProfile } from "./queries";
import { findLatestCompletedAssessment } from "../skills/queries";

/**
 * GET /api/admin/user/{userId}/dashboard: one person's dashboard as an admin sees it: engagement and
 * the documented figures, without anything drawn from their feedback or 360 results. Every opening is
 * written to the access log, which the person reads in their profile.
 */
export async function getAdminUserDashboard(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: AdminUserInput,
): Promise<AdminUserDashboard> {
  const now = clock();
  const user = await findUserProfile(db, input.userId);
  if (!user) throw new AppError("NOT_FOUND", "User not found.");
  const [assessment, completedLessons, activeGoals, streakDays, activity, recommendations] =
    await Promise.all([
      findLatestCompletedAssessment(db, user.id),
      countCompletedLessons(db, user.id),
      countActiveGoals(db, user.id),
      currentStreak(db, user.id, now),
      findRecentActivity(db, user.id, DASHBOARD_RECENT_ACTIVITY),
      // Never one resting on feedback or a 360 result: those are the person's own.
      findPendingRecommendationsForAdmin(db, user.id, DASHBOARD_RECOMMENDATIONS),
    ]);
  await recordAccess(db, caller, user.id, "dashboard", now);
  return {
    user,
    dashboard: {
      overallScore: assessment?.overallPercent ?? 0,
      completedLessons,
      activeGoals,
      streakDays,
      recentActivity: activity.map((a) => ({
        title: activityText(a.type, a.subject),
        timestamp: a.occurredAt.toISOString(),
      })),
      recommendations: recommendations.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.content,
        priority: r.priority,
      })),
    },
  };
}
