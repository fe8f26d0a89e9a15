import type { z } from "zod";
import type { DashboardSummary, ZDashboardSummaryInput } from "../../schemas/dashboard";
import { localDay } from "../activity/streak";
import type { ServiceDeps, SessionUser } from "../deps";
import { findDashboardData } from "./queries";

/** Display caps. */
export const DASHBOARD_RECOMMENDATIONS = 5;
export const DASHBOARD_UPCOMING_EVENTS = 5;
export const DASHBOARD_RECENT_ACTIVITY = 10;

type SummaryInput = z.output<typeof ZDashboardSummaryInput>;

/** A timestamp read from JSON (PostgreSQL's text, microseconds and offset) as the API's ISO instant. */
const isoInstant = (text: string) => new Date(text).toISOString();

/** The dashboard's figures for the caller (GET /api/dashboard); streak days counted in `timeZone`. */
export async function getDashboardSummary(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: SummaryInput,
): Promise<DashboardSummary> {
  const now = clock();
  const { timeZone } = input;
  const data = await findDashboardData(db, {
    userId: caller.id,
    now,
    today: localDay(now, timeZone),
    timeZone,
    limits: {
      recommendations: DASHBOARD_RECOMMENDATIONS,
      upcoming: DASHBOARD_UPCOMING_EVENTS,
      recent: DASHBOARD_RECENT_ACTIVITY,
    },
  });
  const { assessment, counts } = data;
  return {
    overallScore: assessment?.overallPercent ?? 0,
    completedLessons: Number(counts?.completedLessons ?? 0),
    activeGoals: Number(counts?.activeGoals ?? 0),
    streakDays: data.streakDays,
    totalXp: Number(counts?.totalXp ?? 0),
    badges: counts?.badges ?? [],
    recommendations: data.recommendations.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      content: r.content,
      priority: r.priority,
      dueDate: r.dueDate === null ? null : isoInstant(r.dueDate),
      reason: r.reason,
      lessonId: r.lessonId,
      skillId: r.skillId,
    })),
    upcomingEvents: data.upcomingEvents.map((e) => ({
      id: e.id,
      type: e.type,
      title: e.title,
      description: e.description,
      startTime: isoInstant(e.startTime),
      endTime: isoInstant(e.endTime),
      relatedId: e.relatedId,
    })),
    recentActivity: data.recentActivity.map((a) => ({
      type: a.type,
      title: a.subject,
      timestamp: isoInstant(a.occurredAt),
    })),
    hasAssessment: assessment !== null,
  };
}
