import type { EmailSubscription } from "@leadcoach/api/schemas";

/** What each e-mail is called on the settings screen, and what it brings. */
export const emailSubscriptionLabels: Record<EmailSubscription, { label: string; description: string }> = {
  weekly_digest: {
    label: "Weekly digest e-mail",
    description:
      "On Mondays: your lessons, goals and streak from last week, what is due, and feedback received.",
  },
  program_reminders: {
    label: "Program e-mail on Monday mornings",
    description:
      "While you follow a leadership program: the week's steps and their due date, at 08:00 in your time zone.",
  },
  manager_summary: {
    label: "Monthly summary of the people I follow",
    description:
      "When people share their program with you: where each of them stands, on the first of the month.",
  },
};
