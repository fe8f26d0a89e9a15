import { z } from "zod";
import {
  ZAssessmentAreas,
  ZAssessmentQuestion,
  ZAssessmentResult,
  ZAssessmentStatus,
  ZSubmitAssessmentInput,
} from "../schemas/assessment";
import { getAssessmentAreas } from "../services/assessment/areas";
import { getAssessmentStatus, listAssessmentQuestions } from "../services/assessment/status";
import { submitAssessment } from "../services/assessment/submit";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const assessmentRouter = router({
  /** The 70 questions in order; public, so the landing page counts come from the same source. */
  questions: publicProcedure
    .output(z.array(ZAssessmentQuestion))
    .query(({ ctx }) => listAssessmentQuestions(ctx.db)),

  /** The four areas with their question counts and ranges, counted from the stored questions. */
  areas: publicProcedure.output(ZAssessmentAreas).query(({ ctx }) => getAssessmentAreas(ctx.db)),

  /** GET /api/assessment/status */
  status: protectedProcedure
    .output(ZAssessmentStatus)
    .query(({ ctx }) => getAssessmentStatus(ctx.db, ctx.user.id, ctx.now(), ctx.config.assessmentRetakeDays)),

  /** POST /api/assessment/submit: all 70 answers; scores are computed on the server. */
  submit: protectedProcedure
    .input(ZSubmitAssessmentInput)
    .output(ZAssessmentResult)
    .mutation(({ ctx, input }) =>
      submitAssessment(ctx.db, ctx.user.id, input, {
        now: ctx.now(),
        retakeDays: ctx.config.assessmentRetakeDays,
      }),
    ),
});
