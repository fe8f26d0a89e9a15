import { notifications } from "@mantine/notifications";
import { mutationErrorMessage, type MutationErrorLike } from "./mutation-error";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
}

/** Shows one toast; a new toast replaces the one on screen (only one is shown at a time). */
export function showToast({ title, message, variant = "default" }: ToastOptions): void {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? "",
    color: variant === "destructive" ? "red" : undefined,
    withBorder: true,
  });
}

/**
 * Shows the toast unless its message already stands next to a field (a form's inline error): the
 * same words twice, once in a toast over the page, only hide more of the screen.
 */
export function showToastUnlessInline(toast: ToastOptions, inlineErrors: Iterable<unknown>): boolean {
  const message = toast.message?.trim();
  for (const inline of inlineErrors) {
    if (typeof inline === "string" && message && inline.trim() === message) return false;
  }
  showToast(toast);
  return true;
}

/**
 * A mutation's `onError`: a red toast with the server's own message, or `fallback` when it sent none
 * or no answer came (lib/mutation-error.ts).
 */
export function toastOnError(title: string, fallback: string): (error: MutationErrorLike) => void {
  return (error) =>
    showToast({ title, message: mutationErrorMessage(error, fallback), variant: "destructive" });
}
