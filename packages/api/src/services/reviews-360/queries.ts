import type { DB, FeedbackRelationship } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { sql } from "kysely";
import { MAX_REVIEW_CYCLES_LISTED } from "../../schemas/reviews-360";
import { findUserEmail } from "../users/queries";
import { ownRow } from "../shared-queries";

/**
 * A cycle with its answer and invitation counts, counted from the requests themselves. `pendingCount`
 * counts invitations still answerable at `at`.
 */
function cycleRows(db: DB, at: Date) {
  return db.selectFrom("assessment360Cycles as c").select((eb) => [
    "c.id",
    "c.userId",
    "c.title",
    "c.description",
    "c.status",
    "c.selfAssessmentCompleted",
    "c.targetResponseCount",
    "c.startDate",
    "c.endDate",
    "c.completedAt",
    "c.createdAt",
    "c.lastRemindedAt",
    "c.campaignId",
    "c.releaseAt",
    eb
      .selectFrom("reviewCampaigns as rc")
      .whereRef("rc.id", "=", "c.campaignId")
      .select("rc.nominationDeadline")
      .as("nominationDeadline"),
    eb
      .selectFrom("review360Releases as rel")
      .whereRef("rel.cycleId", "=", "c.id")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("releaseCount"),
    eb
      .selectFrom("peerFeedbackRequests as req")
      .whereRef("req.cycleId", "=", "c.id")
      .where("req.status", "=", "pending")
      .where("req.expiresAt", ">", at)
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("pendingCount"),
    eb
      .selectFrom("peerFeedbackResponses as res")
      .innerJoin("peerFeedbackRequests as req", "req.id", "res.requestId")
      .whereRef("req.cycleId", "=", "c.id")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("responseCount"),
    eb
      .selectFrom("peerFeedbackRequests as req")
      .whereRef("req.cycleId", "=", "c.id")
      .where("req.status", "!=", "cancelled")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("invitedCount"),
  ]);
}

export type CycleRow = NonNullable<Awaited<ReturnType<typeof findOwnCycle>>>;

/** The user's cycles, newest first, capped. */
export async function findCycles(db: DB, userId: number, at: Date) {
  return cycleRows(db, at)
    .where("c.userId", "=", userId)
    .orderBy("c.createdAt", "desc")
    .orderBy("c.id", "desc")
    .limit(MAX_REVIEW_CYCLES_LISTED)
    .execute();
}

/** The user's cycle; undefined when it does not exist or is someone else's. */
export async function findOwnCycle(db: DB, userId: number, cycleId: number, at: Date) {
  return cycleRows(db, at).where("c.id", "=", cycleId).where("c.userId", "=", userId).executeTakeFirst();
}

/** The user's cycle, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockOwnCycle(db: DB, userId: number, cycleId: number) {
  return ownRow(db.selectFrom("assessment360Cycles"), userId, cycleId)
    .select([
      "id",
      "title",
      "status",
      "selfAssessmentCompleted",
      "endDate",
      "createdAt",
      "lastRemindedAt",
      "campaignId",
      "releaseAt",
    ])
    .forUpdate()
    .executeTakeFirst();
}

export async function insertCycle(
  db: DB,
  values: {
    userId: number;
    title: string;
    description: string | null;
    endDate: Date;
    targetResponseCount: number;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto("assessment360Cycles")
    .values({
      userId: values.userId,
      title: values.title,
      description: values.description,
      status: "active",
      endDate: values.endDate,
      targetResponseCount: values.targetResponseCount,
      startDate: values.at,
      createdAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markCycleCompleted(db: DB, cycleId: number, at: Date): Promise<void> {
  await db
    .updateTable("assessment360Cycles")
    .set({ status: "completed", completedAt: at })
    .where("id", "=", cycleId)
    .execute();
}

export async function markSelfAssessmentCompleted(db: DB, cycleId: number): Promise<void> {
  await db
    .updateTable("assessment360Cycles")
    .set({ selfAssessmentCompleted: true })
    .where("id", "=", cycleId)
    .execute();
}

/**
 * The instrument: every skill's behaviour, in category then skill order (as the self-assessment and the
 * reviewer's form ask).
 */
export async function findInstrumentItems(db: DB) {
  return db
    .selectFrom("skills as s")
    .innerJoin("skillCategories as sc", "sc.id", "s.categoryId")
    .select([
      "s.id as skillId",
      "s.key as skillKey",
      "s.name as skillName",
      "s.reviewBehaviour as behaviour",
      "sc.key as categoryKey",
      "sc.name as categoryName",
    ])
    .orderBy("sc.sortOrder")
    .orderBy("sc.id")
    .orderBy("s.sortOrder")
    .orderBy("s.id")
    .execute();
}

export async function insertSelfAssessment(
  db: DB,
  values: {
    cycleId: number;
    userId: number;
    ratings: Record<string, number>;
    overallSelfRating: number | null;
    selfReflection: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto("selfAssessmentResponses")
    .values({
      cycleId: values.cycleId,
      userId: values.userId,
      responses: json(values.ratings),
      overallSelfRating: values.overallSelfRating,
      selfReflection: values.selfReflection,
      submittedAt: values.at,
    })
    .execute();
}

export async function findSelfAssessment(db: DB, cycleId: number) {
  return db
    .selectFrom("selfAssessmentResponses")
    .select(["responses", "overallSelfRating", "selfReflection", "submittedAt"])
    .where("cycleId", "=", cycleId)
    .executeTakeFirst();
}

/** A cycle's invitations, oldest first (the order they were sent); never joined to their answers. */
export async function findCycleInvitations(db: DB, cycleId: number) {
  return db
    .selectFrom("peerFeedbackRequests")
    .select(["id", "reviewerEmail", "reviewerName", "relationship", "status", "createdAt", "expiresAt"])
    .where("cycleId", "=", cycleId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export interface CycleAnswerRow {
  relationship: FeedbackRelationship;
  responses: Record<string, unknown>;
  overallRating: number;
  strengths: string | null;
  areasForImprovement: string | null;
  additionalComments: string | null;
}

/** The user's latest cycle created before `before` that has a release: the one a report compares with. */
export async function findPreviousReleasedCycle(
  db: DB,
  userId: number,
  before: { createdAt: Date; id: number },
) {
  return cycleRows(db, before.createdAt)
    .where("c.userId", "=", userId)
    .where((eb) =>
      eb.or([
        eb("c.createdAt", "<", before.createdAt),
        eb.and([eb("c.createdAt", "=", before.createdAt), eb("c.id", "<", before.id)]),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb.selectFrom("review360Releases as rel").whereRef("rel.cycleId", "=", "c.id").select("rel.id"),
      ),
    )
    .orderBy("c.createdAt", "desc")
    .orderBy("c.id", "desc")
    .executeTakeFirst();
}

/** The user's latest cycle with a release and a self-assessment (its gaps mean something). */
export async function findLatestReleasedCycleWithSelf(db: DB, userId: number) {
  return db
    .selectFrom("assessment360Cycles as c")
    .select(["c.id"])
    .where("c.userId", "=", userId)
    .where("c.selfAssessmentCompleted", "=", true)
    .where((eb) =>
      eb.exists(
        eb.selectFrom("review360Releases as rel").whereRef("rel.cycleId", "=", "c.id").select("rel.id"),
      ),
    )
    .orderBy("c.createdAt", "desc")
    .orderBy("c.id", "desc")
    .executeTakeFirst();
}

/** Withdraws a cycle's invitations still open at `at`; returns their ids. */
export async function cancelOpenCycleInvitations(db: DB, cycleId: number, at: Date): Promise<number[]> {
  const rows = await db
    .updateTable("peerFeedbackRequests")
    .set({ status: "cancelled" })
    .where("cycleId", "=", cycleId)
    .where("status", "=", "pending")
    .where("expiresAt", ">", at)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** A cycle's invitations stored as pending: open, or lapsed without the sweep having marked them yet. */
const pendingInvitations = (db: DB, cycleId: number) =>
  db
    .selectFrom("peerFeedbackRequests")
    .select("id")
    .where("cycleId", "=", cycleId)
    .where("status", "=", "pending");

/** Ids of a cycle's invitations stored as pending (open or lapsed), whose e-mails may still be queued. */
export async function findPendingCycleInvitationIds(db: DB, cycleId: number): Promise<number[]> {
  const rows = await pendingInvitations(db, cycleId).execute();
  return rows.map((r) => r.id);
}

/** Every answer to the cycle's invitations, in arrival order, with the address it came from (for counting only). */
export async function findPoolCandidates(db: DB, cycleId: number) {
  return db
    .selectFrom("peerFeedbackResponses as res")
    .innerJoin("peerFeedbackRequests as req", "req.id", "res.requestId")
    .select(["res.id", "req.relationship", "req.reviewerEmail"])
    .where("req.cycleId", "=", cycleId)
    .orderBy("res.id")
    .execute();
}

/** The addresses that are the subject's own: the account's and any signed-in identity's. */
export async function findSubjectAddresses(db: DB, userId: number): Promise<string[]> {
  const [user, identities] = await Promise.all([
    findUserEmail(db, userId),
    db.selectFrom("ssoIdentities").select("email").where("userId", "=", userId).execute(),
  ]);
  return [...(user === undefined ? [] : [user]), ...identities.map((i) => i.email)];
}

/** The cycle's latest release, or undefined before the first. */
export async function findLatestRelease(db: DB, cycleId: number) {
  return db
    .selectFrom("review360Releases")
    .select(["sequence", "releasedAt", "responseIds", "groupResponseIds", "atClose"])
    .where("cycleId", "=", cycleId)
    .orderBy("sequence", "desc")
    .limit(1)
    .executeTakeFirst();
}

export type ReleaseRow = NonNullable<Awaited<ReturnType<typeof findLatestRelease>>>;

export async function insertRelease(
  db: DB,
  values: {
    cycleId: number;
    sequence: number;
    at: Date;
    responseIds: readonly number[];
    groups: Readonly<Partial<Record<FeedbackRelationship, readonly number[]>>>;
    ratingMeans: Readonly<Record<string, number>>;
    atClose: boolean;
  },
): Promise<void> {
  await db
    .insertInto("review360Releases")
    .values({
      cycleId: values.cycleId,
      sequence: values.sequence,
      releasedAt: values.at,
      responseIds: json(values.responseIds),
      groupResponseIds: json(values.groups),
      ratingMeans: json(values.ratingMeans),
      atClose: values.atClose,
    })
    .execute();
}

/** The ratings of the answers with these ids, by primary key: what a release's means are made of. */
export async function findAnswerRatings(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("peerFeedbackResponses")
    .select("responses")
    .where("id", "in", [...ids])
    .execute();
}

/** The answers with these ids among the cycle's: what was said and the relationship only. */
export async function findReleasedAnswers(
  db: DB,
  cycleId: number,
  ids: readonly number[],
): Promise<(CycleAnswerRow & { id: number })[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("peerFeedbackResponses as res")
    .innerJoin("peerFeedbackRequests as req", "req.id", "res.requestId")
    .select([
      "res.id",
      "req.relationship",
      "res.responses",
      "res.overallRating",
      "res.strengths",
      "res.areasForImprovement",
      "res.additionalComments",
    ])
    .where("req.cycleId", "=", cycleId)
    .where("res.id", "in", [...ids])
    .orderBy(sql`md5(res.id::text)`)
    .execute();
}

/** Locks a cycle by id alone (an answer arriving), so releases of one cycle happen one at a time. */
export async function lockCycle(db: DB, cycleId: number) {
  return db
    .selectFrom("assessment360Cycles")
    .select(["id", "userId", "title", "status", "releaseAt", "endDate", "campaignId"])
    .where("id", "=", cycleId)
    .forUpdate()
    .executeTakeFirst();
}

/** A cycle's invitations still answerable at `now`. */
export async function findOpenCycleInvitationIds(db: DB, cycleId: number, now: Date): Promise<number[]> {
  const rows = await pendingInvitations(db, cycleId).where("expiresAt", ">", now).orderBy("id").execute();
  return rows.map((r) => r.id);
}

export async function markCycleReminded(db: DB, cycleId: number, at: Date): Promise<void> {
  await db.updateTable("assessment360Cycles").set({ lastRemindedAt: at }).where("id", "=", cycleId).execute();
}

/** The reminder e-mail last queued for an invitation (it carries the link; the token is kept nowhere else). */
export async function findLatestReminderEmail(db: DB, requestId: number) {
  return db
    .selectFrom("emailOutbox")
    .select(["toAddress", "subject", "textBody", "htmlBody"])
    .where("feedbackRequestId", "=", requestId)
    .where("kind", "=", "feedback_reminder")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * A campaign cycle's nomination deadline, whether its lists go to the manager first, and how many
 * reviewers it has invited (not withdrawn).
 */
export async function findCampaignNominations(db: DB, cycleId: number) {
  return db
    .selectFrom("assessment360Cycles as c")
    .innerJoin("reviewCampaigns as rc", "rc.id", "c.campaignId")
    .select((eb) => [
      "rc.nominationDeadline",
      "rc.managerApproval",
      eb
        .selectFrom("peerFeedbackRequests as req")
        .whereRef("req.cycleId", "=", "c.id")
        .where("req.status", "!=", "cancelled")
        .select((e) => e.fn.countAll<number>().as("n"))
        .as("invitedCount"),
    ])
    .where("c.id", "=", cycleId)
    .executeTakeFirst();
}

/** The user's campaign cycles still open whose release time has come (through the user's index). */
export async function findDueCampaignCyclesOf(db: DB, userId: number, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("assessment360Cycles")
    .select("id")
    .where("userId", "=", userId)
    .where("status", "=", "active")
    .where("releaseAt", "is not", null)
    .where("releaseAt", "<=", now)
    .execute();
  return rows.map((r) => r.id);
}

/** Campaign cycles still open whose release time has come, everyone's, by id (the partial index). */
export async function findDueCampaignCycles(db: DB, now: Date, afterId: number, limit: number) {
  return db
    .selectFrom("assessment360Cycles")
    .select(["id", "campaignId"])
    .where("status", "=", "active")
    .where("releaseAt", "is not", null)
    .where("releaseAt", "<=", now)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}
