import { ZGoalIdInput, ZPulseQuestions, ZPulseResult, ZSubmitPulseInput } from "../schemas/goals";
import { serve } from "../context";
import { getPulseQuestions, submitPulse } from "../services/skill-pulse/pulse";
import { protectedProcedure, router } from "../trpc";

/** A goal's mid-way skill re-check: the skill's own assessment questions, answered again. */
export const skillPulseRouter = router({
  questions: protectedProcedure.input(ZGoalIdInput).output(ZPulseQuestions).query(serve(getPulseQuestions)),

  submit: protectedProcedure.input(ZSubmitPulseInput).output(ZPulseResult).mutation(serve(submitPulse)),
});
