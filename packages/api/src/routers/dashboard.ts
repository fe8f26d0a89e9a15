import {
  ZDashboardSummary,
  ZDashboardSummaryInput,
  ZSkillHistory,
  ZSkillHistoryInput,
} from "../schemas/dashboard";
import { getSkillHistory } from "../services/dashboard/skill-history";
import { getDashboardSummary } from "../services/dashboard/summary";
import { deps } from "../context";
import { protectedProcedure, router } from "../trpc";

export const dashboardRouter = router({
  /** GET /api/dashboard; `timeZone` (IANA) decides where the streak's days begin, UTC by default. */
  summary: protectedProcedure
    .input(ZDashboardSummaryInput)
    .output(ZDashboardSummary)
    .query(({ ctx, input }) => getDashboardSummary(deps(ctx), ctx.user, input)),

  /** The skills chart: progress snapshots within the range. */
  skillHistory: protectedProcedure
    .input(ZSkillHistoryInput)
    .output(ZSkillHistory)
    .query(({ ctx, input }) => getSkillHistory(deps(ctx), ctx.user, input)),
});
