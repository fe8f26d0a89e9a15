import type { DB, EmailKind } from "@leadcoach/db";
import {
  cancelPendingOutboxEmails,
  insertOutboxEmail,
  insertOutboxEmails,
  type OutboxValues,
} from "./queries";

/** An e-mail to send: both parts are rendered before it is stored (see `renderEmail`). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  /** The feedback request it belongs to, so its pending reminder can be called off. */
  feedbackRequestId?: number | null;
  /**
   * Not before this time. Services pass `deps.now()` (or later, for a reminder) so the e-mail is due
   * on the same clock the worker reads; left out, the database's own now() applies.
   */
  sendAfter?: Date;
  /**
   * A POST address that unsubscribes the reader at once, sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail clients offer the button.
   */
  listUnsubscribeUrl?: string | null;
}

/**
 * Stores an e-mail in the outbox. Pass the transaction that writes the record the e-mail is about:
 * the e-mail then exists exactly when that record does, and the worker sends it later.
 */
export async function enqueueEmail(db: DB, email: OutgoingEmail): Promise<number> {
  return insertOutboxEmail(db, outboxValues(email));
}

/** Stores many e-mails in one statement (an import's invitations), as `enqueueEmail` does one. */
export async function enqueueEmails(db: DB, emails: readonly OutgoingEmail[]): Promise<void> {
  await insertOutboxEmails(db, emails.map(outboxValues));
}

function outboxValues(email: OutgoingEmail): OutboxValues {
  return {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    kind: email.kind,
    feedbackRequestId: email.feedbackRequestId ?? null,
    sendAfter: email.sendAfter,
    listUnsubscribeUrl: email.listUnsubscribeUrl ?? null,
  };
}

/** Calls off a request's e-mails of the given kinds that have not gone out yet; returns how many. */
export async function cancelPendingEmails(
  db: DB,
  feedbackRequestId: number,
  kinds: readonly EmailKind[],
): Promise<number> {
  if (kinds.length === 0) return 0;
  return cancelPendingOutboxEmails(db, feedbackRequestId, kinds);
}
