import { appLink } from "../../lib/app-link";
import { FEEDBACK_LINK_DAYS } from "../../schemas/feedback";

const DAY_MS = 86_400_000;

/** When a link created (or resent) at `from` stops working. */
export function feedbackLinkExpiry(from: Date): Date {
  return new Date(from.getTime() + FEEDBACK_LINK_DAYS * DAY_MS);
}

/** Halfway to expiry: when the one reminder goes out. */
export function feedbackReminderTime(from: Date, expiresAt: Date = feedbackLinkExpiry(from)): Date {
  return new Date(from.getTime() + (expiresAt.getTime() - from.getTime()) / 2);
}

/** The public form's address for a token (the web app's /feedback route). */
export function feedbackLink(appUrl: string, token: string): string {
  return appLink(appUrl, `/feedback?token=${token}`);
}
