import type { ReportType } from "@leadcoach/api/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import type { DayRange } from "./analytics-content";

// How long these figures stay fresh and are kept, and that they never reload on focus, mount, reconnect
// or a timer, is the "analytics" kind of lib/freshness.ts. A new range keeps the previous figures on
// screen while it loads.

export function useEngagement(range: DayRange) {
  return trpc.analytics.engagement.useQuery(range, { placeholderData: keepPreviousData });
}

export function useReport(reportType: ReportType, range: DayRange) {
  return trpc.analytics.report.useQuery({ reportType, ...range }, { placeholderData: keepPreviousData });
}

export function useSkillAnalytics() {
  return trpc.analytics.skills.useQuery();
}

export function useCohorts() {
  return trpc.analytics.cohorts.useQuery();
}

export function useRetention() {
  return trpc.analytics.retention.useQuery();
}
