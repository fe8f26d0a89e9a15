import type { DB, EmailKind } from "@leadcoach/db";

/** An e-mail to send: both parts are rendered before it is stored (see `renderEmail`). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  /** The feedback request it belongs to, so its pending reminder can be called off. */
  feedbackRequestId?: number | null;
  /** Not before this time (a reminder); now otherwise. */
  sendAfter?: Date;
}

/**
 * Stores an e-mail in the outbox. Pass the transaction that writes the record the e-mail is about:
 * the e-mail then exists exactly when that record does, and the worker sends it later.
 */
export async function enqueueEmail(db: DB, email: OutgoingEmail): Promise<number> {
  const row = await db
    .insertInto("emailOutbox")
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      kind: email.kind,
      feedbackRequestId: email.feedbackRequestId ?? null,
      ...(email.sendAfter ? { sendAfter: email.sendAfter } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Calls off a request's e-mails of the given kinds that have not gone out yet; returns how many. */
export async function cancelPendingEmails(
  db: DB,
  feedbackRequestId: number,
  kinds: readonly EmailKind[],
): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await db
    .updateTable("emailOutbox")
    .set({ status: "cancelled", lockedUntil: null })
    .where("feedbackRequestId", "=", feedbackRequestId)
    .where("status", "=", "pending")
    .where("kind", "in", kinds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
