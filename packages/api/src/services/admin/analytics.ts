import {
  ADMIN_ACTIVE_WINDOW_DAYS,
  ADMIN_GROWTH_MONTHS,
  ADMIN_RECENT_ACTIVITY,
  ADMIN_TOP_PERFORMERS,
  MAX_DELIVERY_ERROR_RATE,
  OUTBOX_STUCK_MINUTES,
  type AdminAnalytics,
  type PlatformHealth,
  type UserGrowthMonth,
} from "../../schemas/admin";
import type { DB } from "@leadcoach/db";
import { catchUpBeforeRead } from "../analytics/rollups";
import type { ServiceDeps, SessionUser } from "../deps";
import { activityText } from "./activity-text";
import {
  averageLatestOverallScore,
  countActiveAccounts,
  countAllCompletedLessons,
  countCompletedAssessments,
  countOverdueEmails,
  countRecentDeliveries,
  countSignupsByMonth,
  countUsersActiveSinceDay,
  findLatestActivity,
  findTopPerformers,
  pingDatabase,
} from "./queries";

const DAY_MS = 86_400_000;
/** A database slower than this to answer `select 1` is not healthy (as /readyz). */
const DATABASE_SLOW_MS = 1000;

/** 'YYYY-MM' of the month `offset` months from `now`'s (UTC). */
function monthKey(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * New accounts in each of the six whole months before this one and in this one up to `now` (marked
 * partial), oldest first.
 */
export async function userGrowth(db: DB, now: Date): Promise<UserGrowthMonth[]> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ADMIN_GROWTH_MONTHS, 1));
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const byMonth = await countSignupsByMonth(db, from, until);
  return Array.from({ length: ADMIN_GROWTH_MONTHS + 1 }, (_, i) => {
    const month = monthKey(now, i - ADMIN_GROWTH_MONTHS);
    return { month, newUsers: byMonth.get(month) ?? 0, partial: i === ADMIN_GROWTH_MONTHS };
  });
}

/** The 'Platform Healthy' badge: the database answers, the outbox is not stuck, few deliveries fail. */
export async function platformHealth(db: DB, now: Date): Promise<PlatformHealth> {
  const latencyMs = await pingDatabase(db);
  const [overdue, deliveries] = await Promise.all([
    countOverdueEmails(db, new Date(now.getTime() - OUTBOX_STUCK_MINUTES * 60_000)),
    countRecentDeliveries(db, new Date(now.getTime() - DAY_MS)),
  ]);
  const rate = deliveries.total === 0 ? 0 : deliveries.failed / deliveries.total;
  const database = { healthy: latencyMs < DATABASE_SLOW_MS, latencyMs: Math.round(latencyMs) };
  const outbox = { healthy: overdue === 0, overdue };
  const errorRate = { healthy: rate <= MAX_DELIVERY_ERROR_RATE, rate };
  return {
    healthy: database.healthy && outbox.healthy && errorRate.healthy,
    database,
    outbox,
    errorRate,
  };
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * GET /api/admin/analytics: every figure computed at the time of asking, from the base tables, except
 * Active Users, which comes from the analytics rollups, brought up to every committed event first
 * (`catchUpBeforeRead`: at most a few hundred queued user-days; past that they may trail by a minute).
 */
export async function getAdminAnalytics(deps: ServiceDeps, _caller: SessionUser): Promise<AdminAnalytics> {
  const { db } = deps;
  const now = deps.now();
  await catchUpBeforeRead(deps);
  const health = await platformHealth(db, now);
  const [
    totalUsers,
    activeUsers,
    totalAssessments,
    completedLessons,
    avgScore,
    growth,
    performers,
    activity,
  ] = await Promise.all([
    countActiveAccounts(db),
    countUsersActiveSinceDay(
      db,
      new Date(now.getTime() - ADMIN_ACTIVE_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10),
    ),
    countCompletedAssessments(db),
    countAllCompletedLessons(db),
    averageLatestOverallScore(db),
    userGrowth(db, now),
    findTopPerformers(db, ADMIN_TOP_PERFORMERS),
    findLatestActivity(db, ADMIN_RECENT_ACTIVITY),
  ]);
  const avgOverallScore = Math.round(avgScore);
  return {
    totalUsers,
    activeUsers,
    totalAssessments,
    completedLessons,
    avgOverallScore,
    userGrowth: growth.filter((m) => !m.partial).map((m) => m.newUsers),
    userGrowthMonths: growth,
    platformHealth: {
      userEngagement: percentOf(activeUsers, totalUsers),
      avgScore: avgOverallScore,
      lessonCompletion: percentOf(completedLessons, totalAssessments),
    },
    topPerformers: performers.map((p) => ({
      user: { id: p.id, name: p.name, avatar: p.avatar, jobTitle: p.jobTitle },
      score: Math.round(p.overallPercent ?? 0),
    })),
    recentActivity: activity.map((a) => ({
      user: { id: a.userId, name: a.name, avatar: a.avatar },
      activity: activityText(a.type, a.subject),
      timestamp: a.occurredAt.toISOString(),
    })),
    health,
  };
}
