import type { FeedbackRequest } from "@leadcoach/api/schemas";
import { showToast, toastOnError } from "../../lib/toast";
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
    onError: toastOnError("Error", "Failed to resend feedback request"),
  });

  const cancel = trpc.feedback.cancelRequest.useMutation({
    onSuccess: (request) =>
      showToast({
        title: "Feedback Request Cancelled",
        message: `The link sent to ${requestReviewer(request).name} no longer works.`,
      }),
    onError: toastOnError("Error", "Failed to cancel feedback request"),
  });

  return {
    resendingId: resend.isPending ? (resend.variables?.id ?? null) : null,
    cancelPending: cancel.isPending,
    resend: (request: FeedbackRequest) => resend.mutate({ id: request.id }),
    cancel: (request: FeedbackRequest, options: { onSettled: () => void }) =>
      cancel.mutate({ id: request.id }, options),
  };
}
