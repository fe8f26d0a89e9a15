import type { ToastOptions } from "../../lib/toast";

/** A toast to show again after the full-page redirect that follows a submitted assessment. */
const PENDING_TOAST_KEY = "leadcoach-pending-toast";

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps a toast for the next page load of this tab (a full redirect would otherwise drop it). */
export function rememberToastForNextPage(toast: ToastOptions, storage = sessionStore()): void {
  try {
    storage?.setItem(PENDING_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Nothing to do: the toast was shown before the redirect already.
  }
}

/** The remembered toast, removed from storage; null when there is none. */
export function takeRememberedToast(storage = sessionStore()): ToastOptions | null {
  try {
    const text = storage?.getItem(PENDING_TOAST_KEY);
    if (!text) return null;
    storage?.removeItem(PENDING_TOAST_KEY);
    const parsed = JSON.parse(text) as Partial<ToastOptions>;
    if (typeof parsed.title !== "string") return null;
    return {
      title: parsed.title,
      message: typeof parsed.message === "string" ? parsed.message : undefined,
      variant: parsed.variant === "destructive" ? "destructive" : "default",
    };
  } catch {
    return null;
  }
}
