import { z } from "zod";
import {
  ZCreateReviewCampaignInput,
  ZReviewCampaignDetail,
  ZReviewCampaignIdInput,
  ZReviewCampaignOpenResult,
  ZReviewCampaignRemindResult,
  ZReviewCampaignSummary,
} from "../schemas/review-campaigns";
import { ZInviteReviewersInput, ZReviewCycleDetail } from "../schemas/reviews-360";
import { serve, serveVisitor } from "../context";
import { nominateReviewers } from "../services/review-campaigns/approvals";
import {
  closeReviewCampaign,
  createReviewCampaign,
  getReviewCampaign,
  listReviewCampaigns,
  openReviewCampaignCycles,
  remindReviewCampaign,
} from "../services/review-campaigns/campaigns";
import { adminProcedure, protectedProcedure, router } from "../trpc";

/**
 * Admin-run 360 cycles ('campaigns') for a program or a group. Admins get counts only, never an answer
 * or a result, and each of their actions is an audit event; participants nominate reviewers on their
 * own campaign cycle (through their manager's approval when the campaign asks for it: `reviewerLists`).
 */
export const reviewCampaignsRouter = router({
  /** Newest first (capped), with their counts. */
  list: adminProcedure.output(z.array(ZReviewCampaignSummary)).query(serve(listReviewCampaigns)),

  /** One campaign's counts (people, nominated, invited, answered): aggregates only. */
  get: adminProcedure
    .input(ZReviewCampaignIdInput)
    .output(ZReviewCampaignDetail)
    .query(serve(getReviewCampaign)),

  /** Creates it and opens one 360 cycle per current participant or member, telling each of them. */
  create: adminProcedure
    .input(ZCreateReviewCampaignInput)
    .output(ZReviewCampaignOpenResult)
    .mutation(serveVisitor(createReviewCampaign)),

  /** Opens cycles for people who joined since (nobody gets two). */
  openCycles: adminProcedure
    .input(ZReviewCampaignIdInput)
    .output(ZReviewCampaignOpenResult)
    .mutation(serveVisitor(openReviewCampaignCycles)),

  /** Reminds every reviewer who has not answered; once a day per campaign. */
  remind: adminProcedure
    .input(ZReviewCampaignIdInput)
    .output(ZReviewCampaignRemindResult)
    .mutation(serveVisitor(remindReviewCampaign)),

  /**
   * The participant's nomination of reviewers on their campaign cycle (3 to 12, before the deadline):
   * invited now, or sent to their manager for approval first when the campaign asks for it.
   */
  nominate: protectedProcedure
    .input(ZInviteReviewersInput)
    .output(ZReviewCycleDetail)
    .mutation(serve(nominateReviewers)),

  /** Releases every cycle now (with 3 answers at least) and closes the campaign; idempotent. Kept last. */
  close: adminProcedure
    .input(ZReviewCampaignIdInput)
    .output(ZReviewCampaignDetail)
    .mutation(serveVisitor(closeReviewCampaign)),
});
