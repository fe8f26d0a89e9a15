import {
  ZDashboardSummary,
  ZDashboardSummaryInput,
  ZSkillHistory,
  ZSkillHistoryInput,
} from "../schemas/dashboard";
import { getSkillHistory } from "../services/dashboard/skill-history";
import { getDashboardSummary } from "../services/dashboard/summary";
import { serve } from "../context";
import { protectedProcedure, router } from "../trpc";

export const dashboardRouter = router({
  /** GET /api/dashboard; `timeZone` (IANA) decides where the streak's days begin, UTC by default. */
  summary: protectedProcedure
    .input(ZDashboardSummaryInput)
    .output(ZDashboardSummary)
    .query(serve(getDashboardSummary)),

  /** The skills chart: progress snapshots within the range. */
  skillHistory: protectedProcedure
    .input(ZSkillHistoryInput)
    .output(ZSkillHistory)
    .query(serve(getSkillHistory)),
});
