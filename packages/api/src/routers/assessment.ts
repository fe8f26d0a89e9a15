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
import { serve } from "../context";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const assessmentRouter = router({
  /** The 70 questions in order, each option as an id and a label (no value) for the caller's attempt. */
  questions: protectedProcedure.output(z.array(ZAssessmentQuestion)).query(serve(listAssessmentQuestions)),

  /** The four areas with their question counts and ranges, counted from the stored questions. */
  areas: publicProcedure.output(ZAssessmentAreas).query(serve(getAssessmentAreas)),

  /** GET /api/assessment/status */
  status: protectedProcedure.output(ZAssessmentStatus).query(serve(getAssessmentStatus)),

  /** POST /api/assessment/submit: all 70 answers; scores are computed on the server. */
  submit: protectedProcedure
    .input(ZSubmitAssessmentInput)
    .output(ZAssessmentResult)
    .mutation(serve(submitAssessment)),

  /** The web app's submit: all 70 answers as option ids of the caller's attempt; scored like `submit`. */
  submitChoices: protectedProcedure
    .input(ZSubmitAssessmentChoicesInput)
    .output(ZAssessmentResult)
    .mutation(serve(submitAssessmentChoices)),

  /** The caller's answers so far for their current attempt, as option ids (empty when none). */
  progress: protectedProcedure.output(ZAssessmentProgress).query(serve(getAssessmentProgress)),

  /** Saves the answers so far (at most 70, replacing the saved ones); cleared by the submit. */
  saveProgress: protectedProcedure
    .input(ZSaveAssessmentProgressInput)
    .output(ZAssessmentProgress)
    .mutation(serve(saveAssessmentProgress)),

  /** 'Which would you like to focus on first?': one of the tied weakest skills of the caller's latest assessment. */
  chooseFocus: protectedProcedure
    .input(ZChooseFocusInput)
    .output(z.object({ assessmentId: z.number(), skillId: z.number() }))
    .mutation(serve(chooseAssessmentFocus)),

  /** The caller's assessment results (the latest when no id is given; null before the first one). */
  results: protectedProcedure
    .input(ZAssessmentResultsInput)
    .output(ZAssessmentResults.nullable())
    .query(serve(getAssessmentResults)),

  /** The caller's past assessments, newest first, with the change since the one before each. */
  history: protectedProcedure
    .input(ZAssessmentHistoryInput)
    .output(ZAssessmentHistory)
    .query(serve(getAssessmentHistory)),
});
