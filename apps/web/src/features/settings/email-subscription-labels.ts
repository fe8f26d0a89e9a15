import type { EmailSubscription } from "@leadcoach/api/schemas";

/** What each opt-in e-mail is called on the settings screen, and what it brings. */
export const emailSubscriptionLabels: Record<EmailSubscription, { label: string; description: string }> = {
  weekly_digest: {
    label: "Weekly digest e-mail",
    description:
      "On Mondays: your lessons, goals and streak from last week, what is due, and feedback received.",
  },
};
