import { z } from "zod";
import {
  ZCreateFeedbackRequestInput,
  ZFeedbackForm,
  ZFeedbackFormInput,
  ZFeedbackRequest,
  ZFeedbackRequestIdInput,
  ZFeedbackResponse,
  ZSubmitFeedbackInput,
} from "../schemas/feedback";
import { deps, serve, visitor } from "../context";
import { loadFeedbackForm, submitFeedback } from "../services/feedback-form/feedback-form";
import {
  cancelFeedbackRequest,
  createFeedbackRequest,
  listFeedbackRequests,
  resendFeedbackRequest,
} from "../services/feedback/requests";
import { listFeedbackResponses } from "../services/feedback/responses";
import { protectedProcedure, publicProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

export const feedbackRouter = router({
  /** GET /api/peer-feedback/requests: the caller's requests outside any 360 cycle, newest first. */
  requests: protectedProcedure.output(z.array(ZFeedbackRequest)).query(serve(listFeedbackRequests)),

  /** POST /api/peer-feedback/requests: stores the request and its e-mail in one transaction. */
  createRequest: protectedProcedure
    .input(ZCreateFeedbackRequestInput)
    .output(ZFeedbackRequest)
    .mutation(serve(createFeedbackRequest)),

  /** A new link by e-mail; the old one stops working. */
  resendRequest: protectedProcedure
    .input(ZFeedbackRequestIdInput)
    .output(ZFeedbackRequest)
    .mutation(serve(resendFeedbackRequest)),

  /** Withdraws a pending request: its link stops working and no reminder goes out. */
  cancelRequest: protectedProcedure
    .input(ZFeedbackRequestIdInput)
    .output(ZFeedbackRequest)
    .mutation(serve(cancelFeedbackRequest)),

  /** GET /api/peer-feedback/responses: answers to the caller's requests outside any 360 cycle. */
  responses: protectedProcedure.output(z.array(ZFeedbackResponse)).query(serve(listFeedbackResponses)),

  /** GET /api/peer-feedback/form?token=: public, for whoever holds the link. */
  form: publicProcedure
    .input(ZFeedbackFormInput)
    .output(ZFeedbackForm)
    .query(({ ctx, input }) => loadFeedbackForm(deps(ctx), visitor(ctx), input)),

  /** POST /api/peer-feedback/submit: public; one response per link, however many submits race. */
  submit: publicProcedure
    .input(ZSubmitFeedbackInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => submitFeedback(deps(ctx), visitor(ctx), input)),
});
