import { json, type DB, type NominatedReviewer } from "@leadcoach/db";
import { sql } from "kysely";
import { MAX_REVIEW_CAMPAIGNS_LISTED, MAX_REVIEWER_LISTS_TO_APPROVE } from "../../schemas/review-campaigns";

/**
 * A campaign with its counts: one row of `review_campaign_counts`, which triggers keep as cycles,
 * invitations and answers change (so the list reads one row per campaign whatever its size). Never a
 * person's row, answer or result.
 */
function campaignRows(db: DB) {
  return db
    .selectFrom("reviewCampaigns as rc")
    .innerJoin("reviewCampaignCounts as k", "k.campaignId", "rc.id")
    .select((eb) => [
      "rc.id",
      "rc.name",
      "rc.programId",
      "rc.groupId",
      "rc.nominationDeadline",
      "rc.releaseAt",
      "rc.createdAt",
      "rc.closedAt",
      "rc.lastRemindedAt",
      "rc.managerApproval",
      "k.peopleCount",
      "k.nominatedCount",
      "k.invitedCount",
      "k.answeredCount",
      eb
        .selectFrom("programs as p")
        .innerJoin("programVersions as v", "v.id", "p.currentVersionId")
        .whereRef("p.id", "=", "rc.programId")
        .select("v.name")
        .as("programName"),
      eb.selectFrom("groups as g").whereRef("g.id", "=", "rc.groupId").select("g.name").as("groupName"),
    ]);
}

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** The campaign list's statement: the newest campaigns with their counts (plan-checked). */
export function campaignsStatement(db: DB) {
  return campaignRows(db)
    .orderBy("rc.createdAt", "desc")
    .orderBy("rc.id", "desc")
    .limit(MAX_REVIEW_CAMPAIGNS_LISTED);
}

export async function findCampaigns(db: DB) {
  return campaignsStatement(db).execute();
}

export async function findCampaign(db: DB, campaignId: number) {
  return campaignRows(db).where("rc.id", "=", campaignId).executeTakeFirst();
}

/** The campaign, locked for the rest of the transaction (a close, a reminder, an opening). */
export async function lockCampaign(db: DB, campaignId: number) {
  return db
    .selectFrom("reviewCampaigns")
    .select([
      "id",
      "name",
      "programId",
      "groupId",
      "nominationDeadline",
      "releaseAt",
      "closedAt",
      "lastRemindedAt",
      "managerApproval",
    ])
    .where("id", "=", campaignId)
    .forUpdate()
    .executeTakeFirst();
}

export async function programExists(db: DB, programId: number): Promise<boolean> {
  const row = await db
    .selectFrom("programs")
    .select("id")
    .where("id", "=", programId)
    .where("archivedAt", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function groupExists(db: DB, groupId: number): Promise<boolean> {
  const row = await db.selectFrom("groups").select("id").where("id", "=", groupId).executeTakeFirst();
  return row !== undefined;
}

export async function insertCampaign(
  db: DB,
  values: {
    name: string;
    programId: number | null;
    groupId: number | null;
    nominationDeadline: Date;
    releaseAt: Date;
    managerApproval: boolean;
    createdBy: number;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto("reviewCampaigns")
    .values({
      name: values.name,
      programId: values.programId,
      groupId: values.groupId,
      nominationDeadline: values.nominationDeadline,
      releaseAt: values.releaseAt,
      managerApproval: values.managerApproval,
      createdBy: values.createdBy,
      createdAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The active people a campaign is for: the program's participants, or the group's members. */
function audience(db: DB, campaign: { programId: number | null; groupId: number | null }) {
  const people =
    campaign.programId !== null
      ? db
          .selectFrom("programEnrolments as m")
          .where("m.programId", "=", campaign.programId)
          .select("m.userId")
      : db
          .selectFrom("groupMembers as m")
          .where("m.groupId", "=", campaign.groupId ?? 0)
          .select("m.userId");
  return db.selectFrom("users as u").where("u.isActive", "=", true).where("u.id", "in", people);
}

/** How many people the campaign's program or group has now (active accounts). */
export async function countAudience(
  db: DB,
  campaign: { programId: number | null; groupId: number | null },
): Promise<number> {
  const row = await audience(db, campaign)
    .select((e) => e.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Opens one 360 cycle per person of the campaign who has none in it yet, in one statement: the unique
 * (campaign, user) index makes a second opening add nothing (an opening running at the same time waits
 * for this one's rows and skips them). Returns the cycles opened, each with its person.
 */
export async function openCampaignCycles(
  db: DB,
  campaign: { id: number; name: string; programId: number | null; groupId: number | null; releaseAt: Date },
  endDate: Date,
  at: Date,
): Promise<{ id: number; userId: number }[]> {
  return db
    .insertInto("assessment360Cycles")
    .columns(["userId", "title", "endDate", "campaignId", "releaseAt", "startDate", "createdAt"])
    .expression(
      audience(db, campaign).select([
        "u.id",
        sql<string>`${campaign.name}::varchar`.as("title"),
        sql<Date>`${endDate}::timestamptz`.as("endDate"),
        sql<number>`${campaign.id}::integer`.as("campaignId"),
        sql<Date>`${campaign.releaseAt}::timestamptz`.as("releaseAt"),
        sql<Date>`${at}::timestamptz`.as("startDate"),
        sql<Date>`${at}::timestamptz`.as("createdAt"),
      ]),
    )
    .onConflict((oc) => oc.columns(["campaignId", "userId"]).doNothing())
    .returning(["id", "userId"])
    .execute();
}

/** These people's names and addresses, by id (the ones a campaign just opened a review for). */
export async function findContacts(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", userIds).execute();
}

/** The close: the campaign is closed, and its open cycles are due for release now; how many were moved. */
export async function markCampaignClosed(db: DB, campaignId: number, at: Date): Promise<number> {
  await db.updateTable("reviewCampaigns").set({ closedAt: at }).where("id", "=", campaignId).execute();
  const result = await db
    .updateTable("assessment360Cycles")
    .set({ releaseAt: at })
    .where("campaignId", "=", campaignId)
    .where("status", "=", "active")
    .where("releaseAt", ">", at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Up to `limit` of the campaign's cycles still open, by id. */
export async function findOpenCampaignCycleIds(db: DB, campaignId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("assessment360Cycles")
    .select("id")
    .where("campaignId", "=", campaignId)
    .where("status", "=", "active")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Every invitation of the campaign's open cycles still answerable at `now`. */
export async function findOpenCampaignInvitationIds(
  db: DB,
  campaignId: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom("peerFeedbackRequests as req")
    .innerJoin("assessment360Cycles as c", "c.id", "req.cycleId")
    .select("req.id")
    .where("c.campaignId", "=", campaignId)
    .where("c.status", "=", "active")
    .where("req.status", "=", "pending")
    .where("req.expiresAt", ">", now)
    .orderBy("req.id")
    .execute();
  return rows.map((r) => r.id);
}

export async function markCampaignReminded(db: DB, campaignId: number, at: Date): Promise<void> {
  await db.updateTable("reviewCampaigns").set({ lastRemindedAt: at }).where("id", "=", campaignId).execute();
}

/**
 * The caller's cycle in a campaign, with the campaign's name, deadline and approval setting; undefined
 * when it is not theirs or not a campaign's.
 */
export async function findOwnCampaignCycle(db: DB, userId: number, cycleId: number) {
  return db
    .selectFrom("assessment360Cycles as c")
    .innerJoin("reviewCampaigns as rc", "rc.id", "c.campaignId")
    .select([
      "c.id",
      "c.status",
      "c.campaignId",
      "rc.name as campaignName",
      "rc.nominationDeadline",
      "rc.closedAt",
      "rc.managerApproval",
    ])
    .where("c.id", "=", cycleId)
    .where("c.userId", "=", userId)
    .executeTakeFirst();
}

/** The campaign a cycle belongs to: its name, deadline and close; undefined for a cycle of none. */
export async function findCampaignOfCycle(db: DB, cycleId: number) {
  return db
    .selectFrom("assessment360Cycles as c")
    .innerJoin("reviewCampaigns as rc", "rc.id", "c.campaignId")
    .select(["rc.name", "rc.nominationDeadline", "rc.closedAt"])
    .where("c.id", "=", cycleId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------------
// Reviewer lists approved by the participant's manager

/**
 * An active manager share (aliased `s`, its manager's account `m`): accepted by the manager's account,
 * not withdrawn, and that account not deactivated. The one rule for who may decide a list.
 */
const shareIsActive = sql<boolean>`s.manager_id is not null and s.accepted_at is not null
  and s.withdrawn_at is null and m.is_active`;

/** The participant's managers who would decide a list sent now (through the participant's share index). */
export function activeManagersStatement(db: DB, participantId: number) {
  return db
    .selectFrom("managerShares as s")
    .innerJoin("users as m", "m.id", "s.managerId")
    .select(["s.id as shareId", "m.id as managerId", "m.name", "m.email"])
    .where("s.participantId", "=", participantId)
    .where(shareIsActive)
    .orderBy("s.id");
}

export async function findActiveManagers(db: DB, participantId: number) {
  return activeManagersStatement(db, participantId).execute();
}

/**
 * The cycle's latest list, with whether a manager it was sent to may still decide it. Every writer of a
 * list holds its cycle's row lock first, so under that lock this is the list as it stands.
 */
export async function findReviewerList(db: DB, cycleId: number) {
  return reviewerListStatement(db, cycleId).executeTakeFirst();
}

export function reviewerListStatement(db: DB, cycleId: number) {
  return db
    .selectFrom("reviewerLists as l")
    .select((eb) => [
      "l.status",
      "l.reviewers",
      "l.message",
      "l.submittedAt",
      "l.decidedAt",
      "l.returnNote",
      eb
        .exists(
          eb
            .selectFrom("reviewerListApprovers as a")
            .innerJoin("managerShares as s", "s.id", "a.shareId")
            .innerJoin("users as m", "m.id", "s.managerId")
            .whereRef("a.cycleId", "=", "l.cycleId")
            .where(shareIsActive)
            .select("a.shareId"),
        )
        .as("hasActiveApprover"),
    ])
    .where("l.cycleId", "=", cycleId);
}

/**
 * The caller's active share among those the list was sent under, locked against a withdrawal until the
 * decision commits; undefined when the caller may not decide it.
 */
export async function lockDecidingShare(db: DB, cycleId: number, managerId: number) {
  return db
    .selectFrom("reviewerListApprovers as a")
    .innerJoin("managerShares as s", "s.id", "a.shareId")
    .innerJoin("users as m", "m.id", "s.managerId")
    .select("s.id")
    .where("a.cycleId", "=", cycleId)
    .where("s.managerId", "=", managerId)
    .where(shareIsActive)
    .forShare("s")
    .executeTakeFirst();
}

/** Stores the cycle's list as sent now (replacing an earlier one), and the shares that may decide it. */
export async function saveReviewerList(
  db: DB,
  values: {
    cycleId: number;
    reviewers: NominatedReviewer[];
    message: string | null;
    shareIds: readonly number[];
    at: Date;
  },
): Promise<void> {
  const row = {
    status: "awaiting_approval" as const,
    reviewers: json(values.reviewers),
    message: values.message,
    submittedAt: values.at,
    decidedAt: null,
    returnNote: null,
  };
  await db
    .insertInto("reviewerLists")
    .values({ cycleId: values.cycleId, ...row })
    .onConflict((oc) => oc.column("cycleId").doUpdateSet(row))
    .execute();
  await db.deleteFrom("reviewerListApprovers").where("cycleId", "=", values.cycleId).execute();
  await db
    .insertInto("reviewerListApprovers")
    .values(values.shareIds.map((shareId) => ({ cycleId: values.cycleId, shareId })))
    .execute();
}

/** Forgets the cycle's list (its reviewers were invited without an approval step). */
export async function deleteReviewerList(db: DB, cycleId: number): Promise<void> {
  await db.deleteFrom("reviewerLists").where("cycleId", "=", cycleId).execute();
}

/** The manager's decision on the list: approved, or sent back with a note. */
export async function markReviewerListDecided(
  db: DB,
  cycleId: number,
  decision: { status: "approved" | "returned"; note: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable("reviewerLists")
    .set({ status: decision.status, returnNote: decision.note, decidedAt: decision.at })
    .where("cycleId", "=", cycleId)
    .execute();
}

/**
 * The lists waiting for this manager's decision: sent under one of their active shares, the cycle open,
 * its campaign open and before its deadline. Starts from the manager's share index.
 */
export function listsToApproveStatement(db: DB, managerId: number, now: Date) {
  return db
    .selectFrom("managerShares as s")
    .innerJoin("users as m", "m.id", "s.managerId")
    .innerJoin("reviewerListApprovers as a", "a.shareId", "s.id")
    .innerJoin("reviewerLists as l", "l.cycleId", "a.cycleId")
    .innerJoin("assessment360Cycles as c", "c.id", "l.cycleId")
    .innerJoin("reviewCampaigns as rc", "rc.id", "c.campaignId")
    .innerJoin("users as p", "p.id", "c.userId")
    .select([
      "l.cycleId",
      "p.name as participantName",
      "rc.name as campaignName",
      "rc.nominationDeadline",
      "l.submittedAt",
      "l.reviewers",
    ])
    .where("s.managerId", "=", managerId)
    .where(shareIsActive)
    .where("l.status", "=", "awaiting_approval")
    .where("c.status", "=", "active")
    .where("rc.closedAt", "is", null)
    .where("rc.nominationDeadline", ">", now)
    .orderBy("rc.nominationDeadline")
    .orderBy("l.cycleId")
    .limit(MAX_REVIEWER_LISTS_TO_APPROVE);
}

/** The addresses (lower-cased) the cycle has invited, withdrawn invitations left out. */
export async function findInvitedAddresses(db: DB, cycleId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom("peerFeedbackRequests")
    .select("reviewerEmail")
    .where("cycleId", "=", cycleId)
    .where("status", "!=", "cancelled")
    .execute();
  return new Set(rows.map((r) => r.reviewerEmail.toLowerCase()));
}
