import { z } from "zod";
import { ZCreateGoalInput, ZGoal, ZGoalIdInput, ZUpdateGoalInput } from "../schemas/goals";
import { ZUserScopedInput } from "../schemas/record-id";
import { createGoal, deleteGoal, dismissRecentGoals, listGoals, updateGoal } from "../services/goals/goals";
import { deps } from "../context";
import { protectedProcedure, router } from "../trpc";

export const goalsRouter = router({
  /** GET /api/goals/{userId}: active goals first, then by target date. */
  list: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZGoal))
    .query(({ ctx, input }) => listGoals(deps(ctx), ctx.user, input)),

  create: protectedProcedure
    .input(ZCreateGoalInput)
    .output(ZGoal)
    .mutation(({ ctx, input }) => createGoal(deps(ctx), ctx.user, input)),

  /** PATCH /api/goals/{goalId}: the edited goal, or { milestones } for milestone toggles. */
  update: protectedProcedure
    .input(ZUpdateGoalInput)
    .output(ZGoal)
    .mutation(({ ctx, input }) => updateGoal(deps(ctx), ctx.user, input)),

  delete: protectedProcedure
    .input(ZGoalIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteGoal(deps(ctx), ctx.user, input)),

  /** Clears the "recent" flag on the caller's goals (the Goals banner). */
  dismissRecent: protectedProcedure
    .output(z.object({ updated: z.number() }))
    .mutation(({ ctx }) => dismissRecentGoals(deps(ctx), ctx.user)),
});
