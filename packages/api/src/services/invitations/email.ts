import { appLink } from "../../lib/app-link";
import type { ApiConfig } from "../../config";
import { INVITATION_DAYS } from "../../schemas/invitations";
import type { OutgoingEmail } from "../email/outbox";
import { composeEmail, oneLine } from "../email/render";

const DAY = 24 * 60 * 60_000;

export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_DAYS * DAY);
}

/** The web app's page that takes the token, as the password-reset link does. */
export function invitationLink(appUrl: string, token: string): string {
  return appLink(appUrl, `/invitation?token=${token}`);
}

/** The invitation e-mail, due at `sendAfter`. */
export function composeInvitationEmail(
  config: ApiConfig,
  to: { email: string; name: string },
  token: string,
  sendAfter: Date,
): OutgoingEmail {
  const product = config.mail.productName;
  const email = composeEmail(config, {
    to: to.email,
    subject: `You are invited to ${product}`,
    kind: "invitation",
    preheader: `You are invited to ${product}. The link works for ${INVITATION_DAYS} days.`,
    heading: `You are invited to ${product}`,
    paragraphs: [
      `Hi ${oneLine(to.name)},`,
      `Your organisation has made you an account on ${product}, its leadership coaching platform. ` +
        `Open the link below to choose a password (or sign in with your organisation's single sign-on). ` +
        `It works once, for ${INVITATION_DAYS} days.`,
    ],
    action: { label: "Accept the invitation", url: invitationLink(config.appUrl, token) },
    footnote:
      "If you did not expect this, you can ignore this e-mail: nothing happens unless you open the link.",
  });
  return { ...email, sendAfter };
}
