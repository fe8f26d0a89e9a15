import { notifications } from "@mantine/notifications";

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
