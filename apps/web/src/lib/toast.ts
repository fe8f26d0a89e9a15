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
