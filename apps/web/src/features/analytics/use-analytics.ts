import type { CohortFilter, ReportType } from "@leadcoach/api/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { trpc } from "../../lib/trpc";
import type { DayRange } from "./analytics-content";
import { cohortInput } from "./analytics-cohort";

// How long these figures stay fresh and are kept, and that they never reload on focus, mount, reconnect
// or a timer, is the "analytics" kind of lib/freshness.ts. A new range keeps the previous figures on
// screen while it loads.

/** The cohort the screen shows (a group's or a program's people only), or null for everyone. */
const AnalyticsCohortContext = createContext<CohortFilter | null>(null);
export const AnalyticsCohortProvider = AnalyticsCohortContext.Provider;

/** The cohort filter every figure of the screen is read with (`{ groupId }`, `{ programId }` or none). */
function useCohortFilter() {
  return cohortInput(useContext(AnalyticsCohortContext));
}

export function useEngagement(range: DayRange) {
  const cohort = useCohortFilter();
  return trpc.analytics.engagement.useQuery({ ...range, ...cohort }, { placeholderData: keepPreviousData });
}

export function useReport(reportType: ReportType, range: DayRange) {
  const cohort = useCohortFilter();
  return trpc.analytics.report.useQuery(
    { reportType, ...range, ...cohort },
    { placeholderData: keepPreviousData },
  );
}

export function useSkillAnalytics() {
  return trpc.analytics.skills.useQuery(useCohortFilter());
}

export function useCohorts() {
  return trpc.analytics.cohorts.useQuery(useCohortFilter());
}

export function useRetention() {
  return trpc.analytics.retention.useQuery(useCohortFilter());
}
