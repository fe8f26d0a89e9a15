import type { FeedbackRequest } from "@leadcoach/api/schemas";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { requestReviewer } from "./request-display";

/** Resend and Cancel on a sent request; the list reloads afterwards (freshness.ts). */
export function useRequestActions() {
  const resend = trpc.feedback.resendRequest.useMutation({
    onSuccess: (request) =>
      showToast({
        title: "Feedback Request Resent",
        message: `A new link has been sent to ${request.reviewerEmail}. The previous link no longer works.`,
      }),
    onError: (error) =>
      showToast({
        title: "Error",
        message: mutationErrorMessage(error, "Failed to resend feedback request"),
        variant: "destructive",
      }),
  });

  const cancel = trpc.feedback.cancelRequest.useMutation({
    onSuccess: (request) =>
      showToast({
        title: "Feedback Request Cancelled",
        message: `The link sent to ${requestReviewer(request).name} no longer works.`,
      }),
    onError: (error) =>
      showToast({
        title: "Error",
        message: mutationErrorMessage(error, "Failed to cancel feedback request"),
        variant: "destructive",
      }),
  });

  return {
    resendingId: resend.isPending ? (resend.variables?.id ?? null) : null,
    cancelPending: cancel.isPending,
    resend: (request: FeedbackRequest) => resend.mutate({ id: request.id }),
    cancel: (request: FeedbackRequest, options: { onSettled: () => void }) =>
      cancel.mutate({ id: request.id }, options),
  };
}
