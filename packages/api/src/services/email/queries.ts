import type { DB, EmailKind } from "@leadcoach/db";

export interface OutboxValues {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  feedbackRequestId: number | null;
  sendAfter: Date | undefined;
  listUnsubscribeUrl?: string | null;
}

function outboxRow(values: OutboxValues) {
  return {
    toAddress: values.to,
    subject: values.subject,
    textBody: values.text,
    htmlBody: values.html,
    kind: values.kind,
    feedbackRequestId: values.feedbackRequestId,
    listUnsubscribeUrl: values.listUnsubscribeUrl ?? null,
    // Left out, the column's default (the transaction's now()) applies.
    ...(values.sendAfter ? { sendAfter: values.sendAfter } : {}),
  };
}

export async function insertOutboxEmail(db: DB, values: OutboxValues): Promise<number> {
  const row = await db
    .insertInto("emailOutbox")
    .values(outboxRow(values))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Many e-mails in one statement (an import's invitations); every row must give `sendAfter` or none. */
export async function insertOutboxEmails(db: DB, rows: readonly OutboxValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("emailOutbox").values(rows.map(outboxRow)).execute();
}

/** Pending e-mails of a request of the given kinds become 'cancelled'; returns how many. */
export async function cancelPendingOutboxEmails(
  db: DB,
  feedbackRequestId: number,
  kinds: readonly EmailKind[],
): Promise<number> {
  const result = await db
    .updateTable("emailOutbox")
    .set({ status: "cancelled", lockedUntil: null })
    .where("feedbackRequestId", "=", feedbackRequestId)
    .where("status", "=", "pending")
    .where("kind", "in", kinds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type ClaimedEmail = Awaited<ReturnType<typeof claimDueEmails>>[number];

/**
 * Takes up to `limit` e-mails that are due and not held by a live lease, and holds them until
 * `leaseUntil`. The inner select locks the rows it picks and skips rows another transaction has
 * locked (FOR UPDATE SKIP LOCKED), and a row whose lease was set meanwhile fails the re-checked
 * condition, so two workers on one database never get the same row. A worker that dies keeps its
 * rows only until the lease ends; then they are due again. `attempts` counts claims, so the count
 * includes the attempt about to be made.
 */
export async function claimDueEmails(db: DB, now: Date, leaseUntil: Date, limit: number) {
  // The batch is chosen in a materialized CTE: as `IN (subquery ... LIMIT)` the planner may rescan
  // the subquery per row, and the limit would then bound nothing.
  return db
    .with(
      (cte) => cte("batch").materialized(),
      (qb) =>
        qb
          .selectFrom("emailOutbox")
          .select("id")
          .where("status", "=", "pending")
          .where("sendAfter", "<=", now)
          .where((w) => w.or([w("lockedUntil", "is", null), w("lockedUntil", "<=", now)]))
          .orderBy("sendAfter")
          .orderBy("id")
          .limit(limit)
          .forUpdate()
          .skipLocked(),
    )
    .updateTable("emailOutbox")
    .from("batch")
    .set((eb) => ({ lockedUntil: leaseUntil, attempts: eb("emailOutbox.attempts", "+", 1) }))
    .whereRef("emailOutbox.id", "=", "batch.id")
    .where("emailOutbox.status", "=", "pending")
    .returning([
      "emailOutbox.id",
      "emailOutbox.toAddress",
      "emailOutbox.subject",
      "emailOutbox.textBody",
      "emailOutbox.htmlBody",
      "emailOutbox.listUnsubscribeUrl",
      "emailOutbox.attempts",
      "emailOutbox.createdAt",
    ])
    .execute();
}

/**
 * Records that an e-mail went out (or was written to the log) and empties its bodies: the message
 * lives on in the recipient's inbox, and a working feedback link should not stay at rest in the
 * database. Recipient, subject, kind and times stay for the record. A row called off while it was
 * being sent still becomes 'sent', which is what happened.
 */
export async function markEmailDelivered(
  db: DB,
  id: number,
  status: "sent" | "logged",
  at: Date,
): Promise<void> {
  await db
    .updateTable("emailOutbox")
    .set({
      status,
      sentAt: at,
      textBody: "",
      htmlBody: "",
      listUnsubscribeUrl: null,
      lockedUntil: null,
      lastError: null,
    })
    .where("id", "=", id)
    .where("status", "in", ["pending", "cancelled"])
    .execute();
}

/** Releases a failed claim and schedules the next attempt. */
export async function markEmailFailed(db: DB, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable("emailOutbox")
    .set({ lastError: error, sendAfter: retryAt, lockedUntil: null })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** Who a security e-mail goes to: the account's address, name and time zone. */
export function findSecurityContact(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(["email", "name", "timeZone"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
