import type { DB } from "@leadcoach/db";
import type { ApiConfig } from "../../config";
import { appLink } from "../../lib/app-link";
import { deviceLabel } from "../../lib/user-agent";
import { zoneOf } from "../../lib/zoned-time";
import { enqueueEmail } from "./outbox";
import { findSecurityContact } from "./queries";
import { composeEmail, oneLine } from "./render";

/**
 * What happened to the account. A new sign-in method (a second factor, a passkey) adds a case here and a
 * line in `wording`; the rest of the e-mail is the same for every event.
 */
export type SecurityEvent =
  | { kind: "new_sign_in" }
  | { kind: "password_changed" }
  | { kind: "access_token_created"; tokenName: string }
  | { kind: "email_changed"; oldEmail: string; newEmail: string }
  /** `method` reads in a sentence: "an authenticator app". */
  | { kind: "second_factor_added"; method: string }
  | { kind: "second_factor_removed"; method: string; byAdmin?: boolean }
  | { kind: "recovery_codes_regenerated" }
  | { kind: "passkey_added"; passkeyName: string }
  | { kind: "passkey_removed"; passkeyName: string };

/** Where the change was made from: the request's browser and address. */
export interface SecurityOrigin {
  userAgent: string | null;
  ip: string;
}

function wording(event: SecurityEvent, product: string): { subject: string; what: string } {
  switch (event.kind) {
    case "new_sign_in":
      return {
        subject: `New sign-in to your ${product} account`,
        what: `Your ${product} account was signed in to from a device it has not been used on before.`,
      };
    case "password_changed":
      return {
        subject: `Your ${product} password was changed`,
        what: `The password of your ${product} account was changed.`,
      };
    case "access_token_created":
      return {
        subject: `A personal access token was created on your ${product} account`,
        what: `A personal access token named "${oneLine(event.tokenName)}" was created on your ${product} account.`,
      };
    case "email_changed":
      return {
        subject: `The e-mail address of your ${product} account was changed`,
        what:
          `The e-mail address of your ${product} account was changed from ${oneLine(event.oldEmail)} ` +
          `to ${oneLine(event.newEmail)}.`,
      };
    case "second_factor_added":
      return {
        subject: `Two-step verification was turned on for your ${product} account`,
        what: `Two-step verification with ${event.method} was turned on for your ${product} account. Signing in now asks for a code after your password.`,
      };
    case "second_factor_removed":
      return {
        subject: `Two-step verification was turned off for your ${product} account`,
        what: event.byAdmin
          ? `An administrator reset two-step verification with ${event.method} on your ${product} account: it is off until you set it up again.`
          : `Two-step verification with ${event.method} was turned off for your ${product} account.`,
      };
    case "recovery_codes_regenerated":
      return {
        subject: `New recovery codes were made for your ${product} account`,
        what: `New two-step verification recovery codes were made for your ${product} account; the old ones no longer work.`,
      };
    case "passkey_added":
      return {
        subject: `A passkey was added to your ${product} account`,
        what:
          `A passkey named "${oneLine(event.passkeyName)}" was added to your ${product} account: ` +
          "it can now sign in without a password.",
      };
    case "passkey_removed":
      return {
        subject: `A passkey was removed from your ${product} account`,
        what: `The passkey named "${oneLine(event.passkeyName)}" was removed from your ${product} account.`,
      };
  }
}

/** '29 November 2026 at 14:05 CET': the moment in the reader's own time zone. */
export function securityTime(at: Date, timeZone: string | null): string {
  const zone = zoneOf(timeZone);
  const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: zone }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
    timeZoneName: "short",
  }).format(at);
  return `${day} at ${time}`;
}

/**
 * Queues the security e-mail about `event` for the account (and for `alsoTo`, the address an e-mail
 * change left behind). Pass the transaction that makes the change: the e-mail then exists exactly when
 * the change does, once.
 */
export async function enqueueSecurityAlert(
  db: DB,
  config: ApiConfig,
  alert: { userId: number; event: SecurityEvent; at: Date; origin: SecurityOrigin; alsoTo?: string },
): Promise<void> {
  const contact = await findSecurityContact(db, alert.userId);
  if (!contact) return;
  const product = config.mail.productName;
  const { subject, what } = wording(alert.event, product);
  const recipients = [
    contact.email,
    ...(alert.alsoTo && alert.alsoTo !== contact.email ? [alert.alsoTo] : []),
  ];
  for (const to of recipients) {
    const message = composeEmail(config, {
      to,
      subject,
      kind: "security_alert",
      preheader: what,
      heading: subject,
      paragraphs: [
        `Hi ${oneLine(contact.name)},`,
        what,
        `When: ${securityTime(alert.at, contact.timeZone)}\n` +
          `Device: ${deviceLabel(alert.origin.userAgent)}\n` +
          `IP address: ${alert.origin.ip}`,
        "If this was you, there is nothing to do.",
        "If it was not you, sign out the sessions you do not recognise in your settings, then reset your " +
          `password: ${appLink(config.appUrl, "/forgot-password")}`,
      ],
      action: { label: "Review your sessions", url: appLink(config.appUrl, "/settings") },
      footnote: `We send this e-mail for every change to how your ${product} account is signed in to.`,
    });
    await enqueueEmail(db, { ...message, sendAfter: alert.at });
  }
}
