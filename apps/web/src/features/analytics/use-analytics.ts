import type { ReportType } from "@leadcoach/api/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { trpc } from "../../lib/trpc";
import type { DayRange } from "./analytics-content";

// How long these figures stay fresh and are kept, and that they never reload on focus, mount, reconnect
// or a timer, is the "analytics" kind of lib/freshness.ts. A new range keeps the previous figures on
// screen while it loads.

/** The group the screen shows (its members' figures only), or undefined for everyone. */
const AnalyticsGroupContext = createContext<number | undefined>(undefined);
export const AnalyticsGroupProvider = AnalyticsGroupContext.Provider;

/** The group filter every figure of the screen is read with. */
function useGroupFilter(): { groupId?: number } {
  const groupId = useContext(AnalyticsGroupContext);
  return groupId === undefined ? {} : { groupId };
}

export function useEngagement(range: DayRange) {
  const group = useGroupFilter();
  return trpc.analytics.engagement.useQuery({ ...range, ...group }, { placeholderData: keepPreviousData });
}

export function useReport(reportType: ReportType, range: DayRange) {
  const group = useGroupFilter();
  return trpc.analytics.report.useQuery(
    { reportType, ...range, ...group },
    { placeholderData: keepPreviousData },
  );
}

export function useSkillAnalytics() {
  return trpc.analytics.skills.useQuery(useGroupFilter());
}

export function useCohorts() {
  return trpc.analytics.cohorts.useQuery(useGroupFilter());
}

export function useRetention() {
  return trpc.analytics.retention.useQuery(useGroupFilter());
}
