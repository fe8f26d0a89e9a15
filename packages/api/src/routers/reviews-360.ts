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
import { deps } from "../context";
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
  list: protectedProcedure
    .output(z.array(ZReviewCycleSummary))
    .query(({ ctx }) => listReviewCycles(deps(ctx), ctx.user)),

  /** One cycle with its invitations (to whom, and where each stands; never linked to an answer). */
  get: protectedProcedure
    .input(ZReviewCycleIdInput)
    .output(ZReviewCycleDetail)
    .query(({ ctx, input }) => getReviewCycle(deps(ctx), ctx.user, input)),

  /** The 16 behaviours self and reviewers rate. */
  instrument: protectedProcedure
    .output(z.array(ZReviewInstrumentItem))
    .query(({ ctx }) => getReviewInstrument(deps(ctx), ctx.user)),

  create: protectedProcedure
    .input(ZCreateReviewCycleInput)
    .output(ZReviewCycleDetail)
    .mutation(({ ctx, input }) => createReviewCycle(deps(ctx), ctx.user, input)),

  /** Once per cycle, while it is open. */
  submitSelfAssessment: protectedProcedure
    .input(ZSubmitSelfAssessmentInput)
    .output(ZReviewCycleDetail)
    .mutation(({ ctx, input }) => submitSelfAssessment(deps(ctx), ctx.user, input)),

  /** One feedback request (and e-mail) per reviewer, all in one transaction. */
  invite: protectedProcedure
    .input(ZInviteReviewersInput)
    .output(ZReviewCycleDetail)
    .mutation(({ ctx, input }) => inviteReviewers(deps(ctx), ctx.user, input)),

  /**
   * 'Remind those who have not answered': the reminder e-mail again to every open invitation, at most
   * once per REVIEW_REMINDER_INTERVAL_HOURS per cycle; says nothing about who.
   */
  remind: protectedProcedure
    .input(ZReviewCycleIdInput)
    .output(ZReviewCycleDetail)
    .mutation(({ ctx, input }) => remindReviewers(deps(ctx), ctx.user, input)),

  /** Self against reviewers, as of the cycle's latest release (3 new answers at least between two). */
  report: protectedProcedure
    .input(ZReviewCycleIdInput)
    .output(ZReviewReport)
    .query(({ ctx, input }) => getReviewReport(deps(ctx), ctx.user, input)),

  /** Completes the cycle and withdraws its open invitations (kept last: the matrix calls in this order). */
  close: protectedProcedure
    .input(ZReviewCycleIdInput)
    .output(ZReviewCycleDetail)
    .mutation(({ ctx, input }) => closeReviewCycle(deps(ctx), ctx.user, input)),
});
