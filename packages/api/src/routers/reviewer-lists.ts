import { z } from "zod";
import {
  ZOwnReviewerList,
  ZReturnReviewerListInput,
  ZReviewerListIdInput,
  ZReviewerListToApprove,
} from "../schemas/review-campaigns";
import { ZSuccess } from "../schemas/success";
import { serve } from "../context";
import {
  approveReviewerList,
  getOwnReviewerList,
  listReviewerListsToApprove,
  returnReviewerList,
} from "../services/review-campaigns/approvals";
import { protectedProcedure, router } from "../trpc";

/**
 * A campaign's reviewer lists that go to the participant's manager first. The participant reads their
 * own list's state; a manager reads, approves or sends back only the lists sent under a share naming
 * them (404 for any other), and sees the nominated names, addresses and relationships, nothing more.
 */
export const reviewerListsRouter = router({
  /** The caller's campaign cycle: whether its list goes to a manager, and where the latest one stands. */
  mine: protectedProcedure
    .input(ZReviewerListIdInput)
    .output(ZOwnReviewerList)
    .query(serve(getOwnReviewerList)),

  /** The lists waiting for the caller's approval as a manager, the nearest deadline first. */
  toApprove: protectedProcedure
    .output(z.array(ZReviewerListToApprove))
    .query(serve(listReviewerListsToApprove)),

  /** Approves the list: its reviewers are invited now. */
  approve: protectedProcedure
    .input(ZReviewerListIdInput)
    .output(ZSuccess)
    .mutation(serve(approveReviewerList)),

  /** Sends the list back to the participant with a short note. */
  sendBack: protectedProcedure
    .input(ZReturnReviewerListInput)
    .output(ZSuccess)
    .mutation(serve(returnReviewerList)),
});
