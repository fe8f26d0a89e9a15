import type { NotificationKind } from "@leadcoach/api/schemas";

/** What each notification kind is called on the settings screen, and when it is sent. */
export const notificationKindLabels: Record<NotificationKind, { label: string; description: string }> = {
  assessment_completed: {
    label: "Assessment completed",
    description: "Your results after you finish the skills assessment.",
  },
  goal_due: {
    label: "Goal due soon",
    description: "A goal's target date is within 3 days.",
  },
  activity_soon: {
    label: "Upcoming activity",
    description: "A scheduled activity starts within 24 hours.",
  },
  feedback_received: {
    label: "Feedback received",
    description: "A reviewer answered one of your feedback requests.",
  },
  feedback_request_completed: {
    label: "Feedback request completed",
    description: "A feedback request you sent has been completed.",
  },
  feedback_request_expiring: {
    label: "Feedback request expiring",
    description: "A feedback request is about to expire without an answer.",
  },
  bug_status_changed: {
    label: "Bug report status changed",
    description: "One of your bug reports moved to a new status.",
  },
  bug_answered: {
    label: "Bug report answered",
    description: "The team replied to one of your bug reports.",
  },
  review_360_campaign: {
    label: "360 campaign steps",
    description:
      "Your organisation opened a 360 review for you, or your manager approved or sent back your reviewer list.",
  },
  reviewer_list_to_approve: {
    label: "Reviewer list to approve",
    description: "Someone who shares their progress with you asks you to approve their 360 reviewers.",
  },
};
