import type { ApiConfig } from "../../config";
import { utcMinute } from "../../lib/days";
import { CAMPAIGN_MAX_NOMINEES, CAMPAIGN_MIN_NOMINEES } from "../../schemas/review-campaigns";
import type { OutgoingEmail } from "../email/outbox";
import { renderEmail } from "../email/render";
import type { NewNotification } from "../notifications/create";

/**
 * What a campaign tells people: the participant when it opens their 360, the manager when a reviewer
 * list waits for them, the participant when the manager decides. Never an answer or a result.
 */

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();
const appLink = (config: ApiConfig, path: string) => `${config.appUrl.replace(/\/+$/, "")}${path}`;

/** Where a participant nominates: their campaign cycle's reviewers step. */
export const nominatePath = (cycleId: number) => `/360/${cycleId}?step=reviewers`;
/** Where a manager approves lists. */
export const APPROVALS_PATH = "/reviewer-approvals";

export interface OpenedCampaign {
  name: string;
  nominationDeadline: Date;
  releaseAt: Date;
  managerApproval: boolean;
}

/**
 * The e-mail a campaign sends each participant once, when it opens their 360: the deadline and the link
 * to nominate. It is transactional (no setting turns it off): it starts a step with a deadline that the
 * person's organisation asked of them, as an invitation does.
 */
export function campaignOpenedEmail(
  config: ApiConfig,
  to: { email: string; name: string },
  campaign: OpenedCampaign,
  cycleId: number,
): OutgoingEmail {
  const product = config.mail.productName;
  const deadline = utcMinute(campaign.nominationDeadline);
  const { text, html } = renderEmail(config, {
    preheader: `Nominate ${CAMPAIGN_MIN_NOMINEES} to ${CAMPAIGN_MAX_NOMINEES} reviewers by ${deadline}.`,
    heading: "Your 360 review is open",
    paragraphs: [
      `Hi ${oneLine(to.name)},`,
      `Your organisation opened a 360 review for you: '${oneLine(campaign.name)}'. Nominate ` +
        `${CAMPAIGN_MIN_NOMINEES} to ${CAMPAIGN_MAX_NOMINEES} people who see how you lead by ${deadline}: ` +
        "peers you ship with, people on your team, and your manager. A mix of those who agree with you and " +
        "those who push back gives the most useful picture.",
      `They answer anonymously, and you see the pooled results on ${utcMinute(campaign.releaseAt)}, not ` +
        "before. Rate yourself on the same behaviours first: the gaps between your view and theirs are where " +
        "the learning is.",
      ...(campaign.managerApproval
        ? [
            "If you share your progress with your manager, your list goes to them for approval before " +
              "anyone is invited, so send it a few days before the deadline.",
          ]
        : []),
    ],
    action: { label: "Nominate my reviewers", url: appLink(config, nominatePath(cycleId)) },
    footnote: `You get this once, because your organisation runs this 360 on ${product} for your group.`,
  });
  return {
    to: to.email,
    subject: `Your 360 review is open: nominate your reviewers by ${deadline}`,
    text,
    html,
    kind: "review_campaign_opened",
  };
}

export function campaignOpenedNotification(
  userId: number,
  campaign: OpenedCampaign,
  cycleId: number,
  at: Date,
): NewNotification {
  return {
    userId,
    kind: "review_360_campaign",
    title: "Your 360 review is open",
    message: `Nominate ${CAMPAIGN_MIN_NOMINEES} to ${CAMPAIGN_MAX_NOMINEES} reviewers for '${campaign.name}' by ${utcMinute(campaign.nominationDeadline)}.`,
    actionUrl: nominatePath(cycleId),
    // One per cycle: a retried or concurrent opening never tells anyone twice.
    dedupeKey: `review-campaign-opened:${cycleId}`,
    at,
  };
}

export interface ListForApproval {
  cycleId: number;
  participantName: string;
  campaignName: string;
  nominationDeadline: Date;
  reviewerCount: number;
  submittedAt: Date;
}

/** The manager's e-mail: a list waits for their approval (who asks, how many, by when). */
export function approvalRequestEmail(
  config: ApiConfig,
  to: { email: string },
  list: ListForApproval,
): OutgoingEmail {
  const name = oneLine(list.participantName);
  const deadline = utcMinute(list.nominationDeadline);
  const { text, html } = renderEmail(config, {
    preheader: `Approve it, or send it back with a note, before ${deadline}.`,
    heading: `${name} asks you to approve their 360 reviewers`,
    paragraphs: [
      `${name} nominated ${list.reviewerCount} people to give them anonymous feedback in ` +
        `'${oneLine(list.campaignName)}'. Nobody is invited until you approve the list.`,
      "Check that it covers the people who see their work: peers they depend on, the people they lead, " +
        "and someone who will tell them something they do not want to hear. Approve it, or send it back " +
        `with a short note, before ${deadline}.`,
      "You see the names, addresses and relationships on the list, never their answers or the results.",
    ],
    action: { label: "Review the list", url: appLink(config, APPROVALS_PATH) },
    footnote: `You get this because ${name} shares their progress with you on ${config.mail.productName}.`,
  });
  return {
    to: to.email,
    subject: `${name} asks you to approve their 360 reviewers`,
    text,
    html,
    kind: "reviewer_list_approval",
  };
}

export function approvalRequestNotification(managerId: number, list: ListForApproval): NewNotification {
  return {
    userId: managerId,
    kind: "reviewer_list_to_approve",
    title: "A reviewer list to approve",
    message: `${oneLine(list.participantName)} asks you to approve the ${list.reviewerCount} reviewers of their 360 by ${utcMinute(list.nominationDeadline)}.`,
    actionUrl: APPROVALS_PATH,
    dedupeKey: `reviewer-list:${list.cycleId}:${list.submittedAt.getTime()}`,
    at: list.submittedAt,
  };
}

/** The participant's notification of their manager's decision (the note, when sent back). */
export function decisionNotification(
  participantId: number,
  cycleId: number,
  decision: { status: "approved" | "returned"; note: string | null; at: Date },
): NewNotification {
  return {
    userId: participantId,
    kind: "review_360_campaign",
    title:
      decision.status === "approved" ? "Your reviewer list was approved" : "Your reviewer list was sent back",
    message:
      decision.status === "approved"
        ? "Your manager approved your list: your reviewers have been invited."
        : `Your manager sent your list back: "${oneLine(decision.note ?? "")}" Change it and send it again before the deadline.`,
    actionUrl: nominatePath(cycleId),
    dedupeKey: `reviewer-list-decided:${cycleId}:${decision.at.getTime()}`,
    at: decision.at,
  };
}
