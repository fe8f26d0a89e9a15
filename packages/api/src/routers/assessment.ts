import { z } from "zod";
import {
  ZAssessmentAreas,
  ZAssessmentHistory,
  ZAssessmentHistoryInput,
  ZAssessmentProgress,
  ZAssessmentQuestion,
  ZAssessmentResult,
  ZAssessmentResults,
  ZAssessmentResultsInput,
  ZAssessmentStatus,
  ZChooseFocusInput,
  ZSaveAssessmentProgressInput,
  ZSubmitAssessmentChoicesInput,
  ZSubmitAssessmentInput,
} from "../schemas/assessment";
import { chooseAssessmentFocus } from "../services/assessment/focus-choice";
import { getAssessmentAreas } from "../services/assessment/areas";
import { getAssessmentStatus, listAssessmentQuestions } from "../services/assessment/status";
import { getAssessmentHistory, getAssessmentResults } from "../services/assessment/results";
import { getAssessmentProgress, saveAssessmentProgress } from "../services/assessment/progress";
import { submitAssessment, submitAssessmentChoices } from "../services/assessment/submit";
import { deps } from "../context";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const assessmentRouter = router({
  /** The 70 questions in order, each option as an id and a label (no value) for the caller's attempt. */
  questions: protectedProcedure
    .output(z.array(ZAssessmentQuestion))
    .query(({ ctx }) => listAssessmentQuestions(deps(ctx), ctx.user)),

  /** The four areas with their question counts and ranges, counted from the stored questions. */
  areas: publicProcedure.output(ZAssessmentAreas).query(({ ctx }) => getAssessmentAreas(deps(ctx), ctx.user)),

  /** GET /api/assessment/status */
  status: protectedProcedure
    .output(ZAssessmentStatus)
    .query(({ ctx }) => getAssessmentStatus(deps(ctx), ctx.user)),

  /** POST /api/assessment/submit: all 70 answers; scores are computed on the server. */
  submit: protectedProcedure
    .input(ZSubmitAssessmentInput)
    .output(ZAssessmentResult)
    .mutation(({ ctx, input }) => submitAssessment(deps(ctx), ctx.user, input)),

  /** The web app's submit: all 70 answers as option ids of the caller's attempt; scored like `submit`. */
  submitChoices: protectedProcedure
    .input(ZSubmitAssessmentChoicesInput)
    .output(ZAssessmentResult)
    .mutation(({ ctx, input }) => submitAssessmentChoices(deps(ctx), ctx.user, input)),

  /** The caller's answers so far for their current attempt, as option ids (empty when none). */
  progress: protectedProcedure
    .output(ZAssessmentProgress)
    .query(({ ctx }) => getAssessmentProgress(deps(ctx), ctx.user)),

  /** Saves the answers so far (at most 70, replacing the saved ones); cleared by the submit. */
  saveProgress: protectedProcedure
    .input(ZSaveAssessmentProgressInput)
    .output(ZAssessmentProgress)
    .mutation(({ ctx, input }) => saveAssessmentProgress(deps(ctx), ctx.user, input)),

  /** 'Which would you like to focus on first?': one of the tied weakest skills of the caller's latest assessment. */
  chooseFocus: protectedProcedure
    .input(ZChooseFocusInput)
    .output(z.object({ assessmentId: z.number(), skillId: z.number() }))
    .mutation(({ ctx, input }) => chooseAssessmentFocus(deps(ctx), ctx.user, input)),

  /** The caller's assessment results (the latest when no id is given; null before the first one). */
  results: protectedProcedure
    .input(ZAssessmentResultsInput)
    .output(ZAssessmentResults.nullable())
    .query(({ ctx, input }) => getAssessmentResults(deps(ctx), ctx.user, input)),

  /** The caller's past assessments, newest first, with the change since the one before each. */
  history: protectedProcedure
    .input(ZAssessmentHistoryInput)
    .output(ZAssessmentHistory)
    .query(({ ctx, input }) => getAssessmentHistory(deps(ctx), ctx.user, input)),
});
