import type { ToastOptions } from "../../lib/toast";

interface ErrorLike {
  message: string;
  data?: unknown;
}

function httpStatusOf(error: ErrorLike): number | undefined {
  const data = error.data as { httpStatus?: unknown } | null | undefined;
  return typeof data?.httpStatus === "number" ? data.httpStatus : undefined;
}

/**
 * The toast for a failed 'Generate New': a usage-limit message when the text names
 * quota_exceeded, the AI-unavailable message for a 503, the generic failure otherwise.
 */
export function generateFailureToast(error: ErrorLike): ToastOptions {
  const message = error.message ?? "";
  if (message.includes("quota_exceeded")) {
    return {
      title: "Service Limit Reached",
      message: "The AI recommendation service is temporarily unavailable due to usage limits.",
      variant: "destructive",
    };
  }
  if (message.includes("503") || httpStatusOf(error) === 503) {
    return {
      title: "AI Service Temporarily Unavailable",
      message: "Our AI service has reached its usage limit. Please try again later or contact support.",
      variant: "destructive",
    };
  }
  return {
    title: "Generation Failed",
    message: "Unable to generate new recommendations. Please try again.",
    variant: "destructive",
  };
}
