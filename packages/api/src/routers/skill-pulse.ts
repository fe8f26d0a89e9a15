import { ZGoalIdInput, ZPulseQuestions, ZPulseResult, ZSubmitPulseInput } from "../schemas/goals";
import { deps } from "../context";
import { getPulseQuestions, submitPulse } from "../services/skill-pulse/pulse";
import { protectedProcedure, router } from "../trpc";

/** A goal's mid-way skill re-check: the skill's own assessment questions, answered again. */
export const skillPulseRouter = router({
  questions: protectedProcedure
    .input(ZGoalIdInput)
    .output(ZPulseQuestions)
    .query(({ ctx, input }) => getPulseQuestions(deps(ctx), ctx.user, input)),

  submit: protectedProcedure
    .input(ZSubmitPulseInput)
    .output(ZPulseResult)
    .mutation(({ ctx, input }) => submitPulse(deps(ctx), ctx.user, input)),
});
