import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { CAMPAIGN_MIN_NOMINEES, MAX_REVIEW_CAMPAIGNS_LISTED } from "../../schemas/review-campaigns";

/**
 * A campaign with its counts, each an aggregate over its cycles (through the cycles' campaign index and
 * the requests' cycle index): never a person's row, answer or result.
 */
function campaignRows(db: DB) {
  return db.selectFrom("reviewCampaigns as rc").select((eb) => [
    "rc.id",
    "rc.name",
    "rc.programId",
    "rc.groupId",
    "rc.nominationDeadline",
    "rc.releaseAt",
    "rc.createdAt",
    "rc.closedAt",
    "rc.lastRemindedAt",
    eb
      .selectFrom("programs as p")
      .innerJoin("programVersions as v", "v.id", "p.currentVersionId")
      .whereRef("p.id", "=", "rc.programId")
      .select("v.name")
      .as("programName"),
    eb.selectFrom("groups as g").whereRef("g.id", "=", "rc.groupId").select("g.name").as("groupName"),
    eb
      .selectFrom("assessment360Cycles as c")
      .whereRef("c.campaignId", "=", "rc.id")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("peopleCount"),
    eb
      .selectFrom("assessment360Cycles as c")
      .whereRef("c.campaignId", "=", "rc.id")
      .where(
        (e) =>
          e
            .selectFrom("peerFeedbackRequests as req")
            .whereRef("req.cycleId", "=", "c.id")
            .where("req.status", "!=", "cancelled")
            .select((e2) => e2.fn.countAll<number>().as("n")),
        ">=",
        CAMPAIGN_MIN_NOMINEES,
      )
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("nominatedCount"),
    eb
      .selectFrom("peerFeedbackRequests as req")
      .innerJoin("assessment360Cycles as c", "c.id", "req.cycleId")
      .whereRef("c.campaignId", "=", "rc.id")
      .where("req.status", "!=", "cancelled")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("invitedCount"),
    eb
      .selectFrom("peerFeedbackResponses as res")
      .innerJoin("peerFeedbackRequests as req", "req.id", "res.requestId")
      .innerJoin("assessment360Cycles as c", "c.id", "req.cycleId")
      .whereRef("c.campaignId", "=", "rc.id")
      .select((e) => e.fn.countAll<number>().as("n"))
      .as("answeredCount"),
  ]);
}

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

export async function findCampaigns(db: DB) {
  return campaignRows(db)
    .orderBy("rc.createdAt", "desc")
    .orderBy("rc.id", "desc")
    .limit(MAX_REVIEW_CAMPAIGNS_LISTED)
    .execute();
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
 * (campaign, user) index makes a second opening add nothing. Returns how many were opened.
 */
export async function openCampaignCycles(
  db: DB,
  campaign: { id: number; name: string; programId: number | null; groupId: number | null; releaseAt: Date },
  endDate: Date,
  at: Date,
): Promise<number> {
  const rows = await db
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
    .returning("id")
    .execute();
  return rows.length;
}

/** The close: the campaign is closed, and its open cycles are due for release now. */
export async function markCampaignClosed(db: DB, campaignId: number, at: Date): Promise<void> {
  await db.updateTable("reviewCampaigns").set({ closedAt: at }).where("id", "=", campaignId).execute();
  await db
    .updateTable("assessment360Cycles")
    .set({ releaseAt: at })
    .where("campaignId", "=", campaignId)
    .where("status", "=", "active")
    .where("releaseAt", ">", at)
    .execute();
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

/** The caller's cycle in a campaign; undefined when it is not theirs or not a campaign's. */
export async function findOwnCampaignCycle(db: DB, userId: number, cycleId: number) {
  return db
    .selectFrom("assessment360Cycles")
    .select(["id", "campaignId"])
    .where("id", "=", cycleId)
    .where("userId", "=", userId)
    .where("campaignId", "is not", null)
    .executeTakeFirst();
}
