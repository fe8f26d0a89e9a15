import type { AdminAnalytics, PlatformHealth, UserGrowthMonth } from "@leadcoach/api/schemas";
import { USER_GROWTH_PARTIAL_LABEL, userGrowthLabels } from "@leadcoach/api/schemas";

export interface UserGrowthPoint {
  month: string;
  users: number;
  partial: boolean;
}

/**
 * The 'User Growth' chart's points: '6 mo ago' ... 'Last month', then the current month so far,
 * marked `partial` (the caption under the chart says it is still counting).
 */
export function userGrowthPoints(growth: readonly UserGrowthMonth[]): UserGrowthPoint[] {
  return growth.map((m, index) => ({
    month: m.partial ? USER_GROWTH_PARTIAL_LABEL : (userGrowthLabels[index] ?? m.month),
    users: m.newUsers,
    partial: m.partial,
  }));
}

/** A percentage for a progress bar: 0..100 (the text beside it shows the real figure). */
export function barValue(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** The health badge: 'Platform Healthy', or what is wrong. */
export function healthBadge(health: PlatformHealth): { label: string; color: string; details: string } {
  if (health.healthy) {
    return {
      label: "Platform Healthy",
      color: "green",
      details: "Database, e-mail delivery and error rate are normal.",
    };
  }
  const problems: string[] = [];
  if (!health.database.healthy)
    problems.push(`the database answers slowly (${health.database.latencyMs} ms)`);
  if (!health.outbox.healthy) problems.push(`${health.outbox.overdue} e-mail(s) stuck in the outbox`);
  if (!health.errorRate.healthy)
    problems.push(
      `${Math.round(health.errorRate.rate * 100)}% of e-mail deliveries failed in the last 24 hours`,
    );
  return { label: "Platform Degraded", color: "orange", details: `Attention: ${problems.join("; ")}.` };
}

export interface StatCard {
  key: keyof Pick<AdminAnalytics, "totalUsers" | "activeUsers" | "totalAssessments" | "completedLessons">;
  label: string;
  tooltip: string;
}

/** The four stat cards, in order, with their tooltips. */
export const adminStatCards: readonly StatCard[] = [
  { key: "totalUsers", label: "Total Users", tooltip: "Accounts that can sign in" },
  {
    key: "activeUsers",
    label: "Active Users (last 30 days)",
    tooltip: "Users with at least one recorded activity in the last 30 days",
  },
  { key: "totalAssessments", label: "Assessments Taken", tooltip: "Completed leadership skills assessments" },
  { key: "completedLessons", label: "Lessons Completed", tooltip: "Lessons completed across all users" },
];

/** A top performer's job title, 'Professional' when they have none. */
export function jobTitleOrDefault(jobTitle: string | null | undefined): string {
  return jobTitle?.trim() ? jobTitle : "Professional";
}
