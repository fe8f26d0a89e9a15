import { z } from "zod";
import {
  ZCreateReviewCycleInput,
  ZInviteReviewersInput,
  ZReviewCycleDetail,
  ZReviewCycleIdInput,
  ZReviewCycleSummary,
  ZReviewInstrumentItem,
  ZReviewReport,
  ZSubmitSelfAssessmentInput,
} from "../schemas/reviews-360";
import { serve } from "../context";
import {
  closeReviewCycle,
  createReviewCycle,
  getReviewCycle,
  listReviewCycles,
} from "../services/reviews-360/cycles";
import { inviteReviewers, remindReviewers } from "../services/reviews-360/invitations";
import { getReviewReport } from "../services/reviews-360/results";
import { getReviewInstrument, submitSelfAssessment } from "../services/reviews-360/self-assessment";
import { protectedProcedure, router } from "../trpc";

/** 360 reviews (/360): every procedure but `list`, `instrument` and `create` names a cycle of the caller's. */
export const reviews360Router = router({
  /** The caller's cycles, newest first (capped). */
  list: protectedProcedure.output(z.array(ZReviewCycleSummary)).query(serve(listReviewCycles)),

  /** One cycle with its invitations (to whom, and where each stands; never linked to an answer). */
  get: protectedProcedure.input(ZReviewCycleIdInput).output(ZReviewCycleDetail).query(serve(getReviewCycle)),

  /** The 16 behaviours self and reviewers rate. */
  instrument: protectedProcedure.output(z.array(ZReviewInstrumentItem)).query(serve(getReviewInstrument)),

  create: protectedProcedure
    .input(ZCreateReviewCycleInput)
    .output(ZReviewCycleDetail)
    .mutation(serve(createReviewCycle)),

  /** Once per cycle, while it is open. */
  submitSelfAssessment: protectedProcedure
    .input(ZSubmitSelfAssessmentInput)
    .output(ZReviewCycleDetail)
    .mutation(serve(submitSelfAssessment)),

  /** One feedback request (and e-mail) per reviewer, all in one transaction. */
  invite: protectedProcedure
    .input(ZInviteReviewersInput)
    .output(ZReviewCycleDetail)
    .mutation(serve(inviteReviewers)),

  /**
   * 'Remind those who have not answered': the reminder e-mail again to every open invitation, at most
   * once per REVIEW_REMINDER_INTERVAL_HOURS per cycle; says nothing about who.
   */
  remind: protectedProcedure
    .input(ZReviewCycleIdInput)
    .output(ZReviewCycleDetail)
    .mutation(serve(remindReviewers)),

  /** Self against reviewers, as of the cycle's latest release (3 new answers at least between two). */
  report: protectedProcedure.input(ZReviewCycleIdInput).output(ZReviewReport).query(serve(getReviewReport)),

  /** Completes the cycle and withdraws its open invitations (kept last: the matrix calls in this order). */
  close: protectedProcedure
    .input(ZReviewCycleIdInput)
    .output(ZReviewCycleDetail)
    .mutation(serve(closeReviewCycle)),
});
