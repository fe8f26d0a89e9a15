import type { FeedbackRelationship } from "@leadcoach/db";
import type { ApiConfig } from "../../config";
import { feedbackRelationshipLabels } from "../../schemas/feedback";
import { composeEmail, oneLine, type ComposedEmail } from "../email/render";
import { feedbackLink } from "./tokens";

/** What every feedback e-mail is about: who asks whom, how they know each other, and the link. */
export interface FeedbackEmailFacts {
  requesterName: string;
  reviewerEmail: string;
  reviewerName: string | null;
  relationship: FeedbackRelationship;
  message: string | null;
  /** The raw link token: it exists only here and in the outbox row this e-mail becomes. */
  token: string;
  expiresAt: Date;
  /** Set for an invitation to a 360 review. */
  cycleTitle: string | null;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '5 December 2026': how links' expiry dates read in e-mails and messages. */
export function formatFeedbackDate(date: Date): string {
  return dateFormat.format(date);
}

function relationshipPhrase(relationship: FeedbackRelationship): string | null {
  return relationship === "other" ? null : feedbackRelationshipLabels[relationship].toLowerCase();
}

function greeting(facts: FeedbackEmailFacts): string {
  return facts.reviewerName ? `Hi ${facts.reviewerName},` : "Hi,";
}

function quotedMessage(facts: FeedbackEmailFacts): string[] {
  return facts.message ? [`${facts.requesterName} wrote:\n"${facts.message}"`] : [];
}

function securityNote(facts: FeedbackEmailFacts, product: string): string {
  return (
    `This link is personal and secure: it was made for you, works for one answer only and expires on ` +
    `${formatFeedbackDate(facts.expiresAt)}. Please do not forward it. You do not need a ${product} account.`
  );
}

function footnote(facts: FeedbackEmailFacts, product: string): string {
  return (
    `You received this e-mail because ${facts.requesterName} asked for your feedback in ${product}. ` +
    `If you do not know them, you can ignore it: nothing happens unless you open the link.`
  );
}

/** The first e-mail of a plain peer-feedback request. */
export function composeFeedbackRequestEmail(config: ApiConfig, facts: FeedbackEmailFacts): ComposedEmail {
  const product = config.mail.productName;
  const requester = oneLine(facts.requesterName);
  const as = relationshipPhrase(facts.relationship);
  return composeEmail(config, {
    to: facts.reviewerEmail,
    subject: `${requester} asked for your feedback (${product})`,
    kind: "feedback_request",
    preheader: `${requester} would value your honest feedback. It takes about five minutes.`,
    heading: `${requester} asked for your feedback`,
    paragraphs: [
      greeting(facts),
      `${facts.requesterName} is working on their leadership skills with ${product} and would value your ` +
        `honest feedback${as ? ` as their ${as}` : ""}.`,
      ...quotedMessage(facts),
      `It takes about five minutes: an overall rating and, if you like, a few words on strengths and areas ` +
        `for development. You can answer anonymously, and that is the default.`,
      securityNote(facts, product),
    ],
    action: { label: "Give feedback", url: feedbackLink(config.appUrl, facts.token) },
    footnote: footnote(facts, product),
  });
}

/** The invitation to rate someone in their 360 review (a request linked to a cycle). */
export function compose360InvitationEmail(config: ApiConfig, facts: FeedbackEmailFacts): ComposedEmail {
  const product = config.mail.productName;
  const requester = oneLine(facts.requesterName);
  const as = relationshipPhrase(facts.relationship);
  return composeEmail(config, {
    to: facts.reviewerEmail,
    subject: `${requester} invited you to a 360° review (${product})`,
    kind: "review_360_invitation",
    preheader: `${requester} invited you to their 360° review. It takes about ten minutes.`,
    heading: `${requester} invited you to a 360° review`,
    paragraphs: [
      greeting(facts),
      `${facts.requesterName} is running a 360° review in ${product}${facts.cycleTitle ? ` ("${facts.cycleTitle}")` : ""} ` +
        `and would value your view${as ? ` as their ${as}` : ""}.`,
      ...quotedMessage(facts),
      `You will rate a short list of leadership behaviours from 1 to 5, give an overall rating and, if you ` +
        `like, a few words on strengths and areas for development. It takes about ten minutes.`,
      `Your answers are combined with other reviewers' and shown to ${facts.requesterName} only once at ` +
        `least three people have answered. You can also answer anonymously, and that is the default.`,
      securityNote(facts, product),
    ],
    action: { label: "Start the review", url: feedbackLink(config.appUrl, facts.token) },
    footnote: footnote(facts, product),
  });
}

/** The one reminder, halfway to expiry; called off when the request is answered, withdrawn or resent. */
export function composeFeedbackReminderEmail(config: ApiConfig, facts: FeedbackEmailFacts): ComposedEmail {
  const product = config.mail.productName;
  const requester = oneLine(facts.requesterName);
  const what = facts.cycleTitle !== null ? "360° review" : "feedback";
  return composeEmail(config, {
    to: facts.reviewerEmail,
    subject: `Reminder: ${requester} would still value your ${what} (${product})`,
    kind: "feedback_reminder",
    preheader: `The link ${requester} sent you works until ${formatFeedbackDate(facts.expiresAt)}.`,
    heading: `A reminder: ${requester} would still value your ${what}`,
    paragraphs: [
      greeting(facts),
      `A week ago ${facts.requesterName} asked for your ${what} in ${product}. If you have a few minutes, ` +
        `your answer would help them grow as a leader.`,
      ...quotedMessage(facts),
      securityNote(facts, product),
      `This is the only reminder you will get.`,
    ],
    action: {
      label: facts.cycleTitle !== null ? "Start the review" : "Give feedback",
      url: feedbackLink(config.appUrl, facts.token),
    },
    footnote: footnote(facts, product),
  });
}

/** The request's first e-mail: a 360 invitation for a cycle, the peer-feedback request otherwise. */
export function composeFirstEmail(config: ApiConfig, facts: FeedbackEmailFacts): ComposedEmail {
  return facts.cycleTitle !== null
    ? compose360InvitationEmail(config, facts)
    : composeFeedbackRequestEmail(config, facts);
}
