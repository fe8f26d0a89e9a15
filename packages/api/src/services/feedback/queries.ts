import type { DB, FeedbackRelationship, FeedbackRequestStatus } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { sql } from "kysely";

/** Columns of a request its requester may see (never `token_hash`); the data export shows the same. */
export const requestColumns = [
  "id",
  "requesterId",
  "cycleId",
  "reviewerEmail",
  "reviewerName",
  "relationship",
  "status",
  "message",
  "expiresAt",
  "completedAt",
  "createdAt",
] as const;

export type FeedbackRequestRow = NonNullable<Awaited<ReturnType<typeof lockOwnFeedbackRequest>>>;

/**
 * Stores a pending request, or nothing (undefined) when the requester already has an open request to
 * that address in the same cycle: the partial unique index `peer_feedback_requests_open_reviewer_key`
 * decides, so two concurrent inserts cannot both succeed, and the conflict does not abort the caller's
 * transaction.
 */
export async function insertFeedbackRequest(
  db: DB,
  values: {
    requesterId: number;
    cycleId: number | null;
    reviewerEmail: string;
    reviewerName: string | null;
    relationship: FeedbackRelationship;
    message: string | null;
    tokenHash: string;
    expiresAt: Date;
    at: Date;
  },
) {
  const { at, ...columns } = values;
  return db
    .insertInto("peerFeedbackRequests")
    .values({ ...columns, status: "pending", createdAt: at })
    .onConflict((oc) =>
      oc
        .expression(sql`requester_id, lower(reviewer_email), coalesce(cycle_id, 0)`)
        .where(sql<boolean>`status = 'pending'`)
        .doNothing(),
    )
    .returning(requestColumns)
    .executeTakeFirst();
}

/**
 * The requester's own requests outside any 360 cycle, newest first, capped. Reads the
 * `(requester_id, created_at)` index backwards.
 */
export async function findOwnFeedbackRequests(db: DB, requesterId: number, limit: number) {
  return ownFeedbackRequestsStatement(db, requesterId, limit).execute();
}

/** The statement behind `findOwnFeedbackRequests` (its plan is checked in lists.postgres.test.ts). */
export function ownFeedbackRequestsStatement(db: DB, requesterId: number, limit: number) {
  return db
    .selectFrom("peerFeedbackRequests")
    .select(requestColumns)
    .where("requesterId", "=", requesterId)
    .where("cycleId", "is", null)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit);
}

/** The requester's request, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockOwnFeedbackRequest(db: DB, requesterId: number, requestId: number) {
  return db
    .selectFrom("peerFeedbackRequests")
    .select(requestColumns)
    .where("id", "=", requestId)
    .where("requesterId", "=", requesterId)
    .forUpdate()
    .executeTakeFirst();
}

/** A new link for a request: the old token stops working, the request is pending again until `expiresAt`. */
export async function renewFeedbackRequestLink(
  db: DB,
  requestId: number,
  values: { tokenHash: string; expiresAt: Date },
) {
  return db
    .updateTable("peerFeedbackRequests")
    .set({ tokenHash: values.tokenHash, expiresAt: values.expiresAt, status: "pending" })
    .where("id", "=", requestId)
    .returning(requestColumns)
    .executeTakeFirstOrThrow();
}

export async function setFeedbackRequestStatus(db: DB, requestId: number, status: FeedbackRequestStatus) {
  return db
    .updateTable("peerFeedbackRequests")
    .set({ status })
    .where("id", "=", requestId)
    .returning(requestColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Marks 'expired' a requester's overdue request to the same address (and cycle) that the sweep has not
 * reached yet, so it no longer holds the one-open-request-per-address slot. Returns the ids it expired.
 */
export async function expireOverdueRequestTo(
  db: DB,
  target: { requesterId: number; reviewerEmail: string; cycleId: number | null; now: Date },
): Promise<number[]> {
  const rows = await db
    .updateTable("peerFeedbackRequests")
    .set({ status: "expired" })
    .where("requesterId", "=", target.requesterId)
    .where(sql<string>`lower(reviewer_email)`, "=", target.reviewerEmail.toLowerCase())
    .where(sql<number>`coalesce(cycle_id, 0)`, "=", target.cycleId ?? 0)
    .where("status", "=", "pending")
    .where("expiresAt", "<=", target.now)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** A 360 cycle's title and state (for e-mails and for refusing invitations to a closed cycle). */
export async function findCycleSummary(db: DB, cycleId: number) {
  return db
    .selectFrom("assessment360Cycles")
    .select(["id", "title", "status"])
    .where("id", "=", cycleId)
    .executeTakeFirst();
}

/** What the public form needs for a link: the request, its requester's name and its cycle, if any. */
export async function findFeedbackRequestByTokenHash(db: DB, tokenHash: string) {
  return db
    .selectFrom("peerFeedbackRequests as r")
    .innerJoin("users as u", "u.id", "r.requesterId")
    .leftJoin("assessment360Cycles as c", "c.id", "r.cycleId")
    .select([
      "r.id",
      "r.requesterId",
      "r.cycleId",
      "r.reviewerName",
      "r.reviewerEmail",
      "r.relationship",
      "r.status",
      "r.message",
      "r.expiresAt",
      "u.name as requesterName",
      "u.isActive as requesterActive",
      "c.title as cycleTitle",
      "c.status as cycleStatus",
    ])
    .where("r.tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

/** Re-reads a request's state after a conditional update found nothing to change. */
export async function findFeedbackRequestState(db: DB, requestId: number) {
  return db
    .selectFrom("peerFeedbackRequests")
    .select(["status", "expiresAt"])
    .where("id", "=", requestId)
    .executeTakeFirst();
}

/**
 * Completes a request only if it is still pending, unexpired and still carries this link's hash: of
 * two submits racing on one link exactly one gets the row (the other waits for the row lock, then
 * finds it completed). True when this call completed it.
 */
export async function completePendingFeedbackRequest(
  db: DB,
  target: { requestId: number; tokenHash: string; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable("peerFeedbackRequests")
    .set({ status: "completed", completedAt: target.now })
    .where("id", "=", target.requestId)
    .where("tokenHash", "=", target.tokenHash)
    .where("status", "=", "pending")
    .where("expiresAt", ">", target.now)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFeedbackResponse(
  db: DB,
  values: {
    requestId: number;
    responses: Record<string, unknown>;
    overallRating: number;
    strengths: string | null;
    areasForImprovement: string | null;
    additionalComments: string | null;
    isAnonymous: boolean;
    at: Date;
  },
): Promise<number> {
  const { at, responses, ...columns } = values;
  const row = await db
    .insertInto("peerFeedbackResponses")
    .values({ ...columns, responses: json(responses), submittedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function incrementCycleResponseCount(db: DB, cycleId: number): Promise<void> {
  await db
    .updateTable("assessment360Cycles")
    .set({ actualResponseCount: sql`actual_response_count + 1` })
    .where("id", "=", cycleId)
    .execute();
}

/**
 * Answers to the requester's requests outside any 360 cycle, latest first, capped. Starts from the
 * requester's requests (`(requester_id, created_at)` index) and reaches each answer by its unique
 * `request_id`. `tokenHash` is read only to derive an anonymous answer's opaque id; it never leaves
 * the service.
 */
export async function findResponsesToRequester(db: DB, requesterId: number, limit: number) {
  return responsesToRequesterStatement(db, requesterId, limit).execute();
}

/** The statement behind `findResponsesToRequester` (its plan is checked in lists.postgres.test.ts). */
export function responsesToRequesterStatement(db: DB, requesterId: number, limit: number) {
  return (
    db
      .selectFrom("peerFeedbackRequests as r")
      // Lateral: each of the requester's requests reaches its answer by the unique request_id index,
      // whatever the planner thinks of the table's size (no hash join over everyone's answers).
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom("peerFeedbackResponses")
            .select([
              "id",
              "overallRating",
              "strengths",
              "areasForImprovement",
              "additionalComments",
              "isAnonymous",
              "submittedAt",
            ])
            .whereRef("peerFeedbackResponses.requestId", "=", "r.id")
            .as("p"),
        (join) => join.onTrue(),
      )
      .select([
        "p.id",
        "p.overallRating",
        "p.strengths",
        "p.areasForImprovement",
        "p.additionalComments",
        "p.isAnonymous",
        "p.submittedAt",
        "r.reviewerName",
        "r.reviewerEmail",
        "r.relationship",
        "r.tokenHash",
      ])
      .where("r.requesterId", "=", requesterId)
      .where("r.cycleId", "is", null)
      .where("r.status", "=", "completed")
      .orderBy("p.submittedAt", "desc")
      .orderBy("p.id", "desc")
      .limit(limit)
  );
}

/**
 * Expires up to `limit` overdue pending requests (any requester), skipping rows another sweep holds,
 * and returns what the notifications need. The batch is chosen in a materialized CTE: as an `IN
 * (subquery ... LIMIT)` the planner may rescan the subquery once per row (a nested-loop semi join) and
 * the limit would not bound anything.
 */
export async function expireOverdueFeedbackRequestBatch(db: DB, now: Date, limit: number) {
  return db
    .with(
      (cte) => cte("batch").materialized(),
      (qb) =>
        qb
          .selectFrom("peerFeedbackRequests")
          .select("id")
          .where("status", "=", "pending")
          .where("expiresAt", "<=", now)
          .orderBy("expiresAt")
          .limit(limit)
          .forUpdate()
          .skipLocked(),
    )
    .updateTable("peerFeedbackRequests")
    .from("batch")
    .set({ status: "expired" })
    .whereRef("peerFeedbackRequests.id", "=", "batch.id")
    .where("peerFeedbackRequests.status", "=", "pending")
    .returning([
      "peerFeedbackRequests.id",
      "peerFeedbackRequests.requesterId",
      "peerFeedbackRequests.cycleId",
      "peerFeedbackRequests.reviewerName",
      "peerFeedbackRequests.reviewerEmail",
      "peerFeedbackRequests.expiresAt",
    ])
    .execute();
}
