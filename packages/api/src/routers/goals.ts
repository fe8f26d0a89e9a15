import { z } from "zod";
import { ZCreateGoalInput, ZGoal, ZGoalIdInput, ZUpdateGoalInput } from "../schemas/goals";
import { ZUserScopedInput } from "../schemas/record-id";
import { createGoal, deleteGoal, dismissRecentGoals, listGoals, updateGoal } from "../services/goals/goals";
import { serve } from "../context";
import { protectedProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

export const goalsRouter = router({
  /** GET /api/goals/{userId}: active goals first, then by target date. */
  list: protectedProcedure.input(ZUserScopedInput).output(z.array(ZGoal)).query(serve(listGoals)),

  create: protectedProcedure.input(ZCreateGoalInput).output(ZGoal).mutation(serve(createGoal)),

  /** PATCH /api/goals/{goalId}: the edited goal, or { milestones } for milestone toggles. */
  update: protectedProcedure.input(ZUpdateGoalInput).output(ZGoal).mutation(serve(updateGoal)),

  delete: protectedProcedure.input(ZGoalIdInput).output(ZSuccess).mutation(serve(deleteGoal)),

  /** Clears the "recent" flag on the caller's goals (the Goals banner). */
  dismissRecent: protectedProcedure
    .output(z.object({ updated: z.number() }))
    .mutation(serve(dismissRecentGoals)),
});
