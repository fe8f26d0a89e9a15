import { z } from "zod";
import { ZCreateGoalInput, ZGoal, ZGoalIdInput, ZUpdateGoalInput } from "../schemas/goals";
import { ZUserScopedInput } from "../schemas/record-id";
import { createGoal, deleteGoal, dismissRecentGoals, listGoals, updateGoal } from "../services/goals/goals";
import { protectedProcedure, router } from "../trpc";

export const goalsRouter = router({
  /** GET /api/goals/{userId}: active goals first, then by target date. */
  list: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZGoal))
    .query(({ ctx, input }) => listGoals(ctx.db, ctx.user, input.userId, ctx.now())),

  create: protectedProcedure
    .input(ZCreateGoalInput)
    .output(ZGoal)
    .mutation(({ ctx, input }) => createGoal(ctx.db, ctx.user, input, ctx.now())),

  /** PATCH /api/goals/{goalId}: the edited goal, or { milestones } for milestone toggles. */
  update: protectedProcedure
    .input(ZUpdateGoalInput)
    .output(ZGoal)
    .mutation(({ ctx, input }) => updateGoal(ctx.db, ctx.user, input, ctx.now())),

  delete: protectedProcedure
    .input(ZGoalIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteGoal(ctx.db, ctx.user, input.goalId)),

  /** Clears the "recent" flag on the caller's goals (the Goals banner). */
  dismissRecent: protectedProcedure
    .output(z.object({ updated: z.number() }))
    .mutation(({ ctx }) => dismissRecentGoals(ctx.db, ctx.user, ctx.now())),
});
