import { useState } from "react";
import { useNavigate } from "react-router";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

type StartScreen = "dashboard" | "recommendations";

/**
 * Start and Dismiss for recommendation cards. Start records it on the server and goes where the server
 * says; Dismiss deletes it for good, so it disappears at once and stays gone after a reload.
 */
export function useRecommendationActions(screen: StartScreen) {
  const navigate = useNavigate();
  const [dismissedIds, setDismissedIds] = useState<ReadonlySet<number>>(() => new Set());

  const start = trpc.recommendations.start.useMutation({
    onError: toastOnError("Could not start recommendation", "Please try again."),
  });

  const dismiss = trpc.recommendations.dismiss.useMutation({
    onSuccess: (_result, { id }) => {
      setDismissedIds((current) => new Set(current).add(Number(id)));
      showToast({
        title: "Recommendation Dismissed",
        message: "We'll focus on other areas for your development.",
      });
    },
    onError: toastOnError("Could not dismiss recommendation", "Please try again."),
  });

  const startingId = start.isPending ? Number(start.variables?.id) : null;
  const dismissingId = dismiss.isPending ? Number(dismiss.variables?.id) : null;
  const startRecommendation = (recommendation: { id: number; title: string }) =>
    start.mutate(
      { id: recommendation.id, screen },
      {
        onSuccess: ({ target }) => {
          showToast({ title: "Recommendation Started", message: recommendation.title });
          void navigate(target);
        },
      },
    );

  return {
    dismissedIds,
    /** A card's Start and Dismiss, and whether either is under way for it. */
    cardActions: (recommendation: { id: number; title: string }) => ({
      isStarting: startingId === recommendation.id,
      isDismissing: dismissingId === recommendation.id,
      onStart: () => startRecommendation(recommendation),
      onDismiss: () => dismiss.mutate({ id: recommendation.id }),
    }),
  };
}
