import type { DB } from "@leadcoach/db";

/**
 * The shares a manager may read through: accepted by the manager's account and not withdrawn. Exactly
 * the rows of the partial index `manager_shares_active_idx`; every read on the manager's side starts here.
 */
function activeShares(db: DB) {
  return db
    .selectFrom("managerShares as s")
    .where("s.managerId", "is not", null)
    .where("s.acceptedAt", "is not", null)
    .where("s.withdrawnAt", "is", null);
}

/** A new share, waiting for the manager to answer the e-mailed link (its token's hash only). */
export async function insertShare(
  db: DB,
  values: { participantId: number; managerEmail: string; tokenHash: string; tokenExpiresAt: Date; at: Date },
): Promise<number> {
  const row = await db
    .insertInto("managerShares")
    .values({
      participantId: values.participantId,
      managerEmail: values.managerEmail,
      tokenHash: values.tokenHash,
      tokenExpiresAt: values.tokenExpiresAt,
      sentAt: values.at,
      createdAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives the participant's share a new link (the old one stops working) and records the e-mail as sent
 * at `at`, while nobody has answered it, it is not withdrawn and its last e-mail went before
 * `sentBefore`; undefined otherwise. One conditional statement: of two at once, one renews.
 */
export function renewShareLink(
  db: DB,
  participantId: number,
  shareId: number,
  link: { tokenHash: string; tokenExpiresAt: Date; at: Date; sentBefore: Date },
) {
  return db
    .updateTable("managerShares")
    .set({ tokenHash: link.tokenHash, tokenExpiresAt: link.tokenExpiresAt, sentAt: link.at })
    .where("id", "=", shareId)
    .where("participantId", "=", participantId)
    .where("acceptedAt", "is", null)
    .where("withdrawnAt", "is", null)
    .where((eb) => eb.or([eb("sentAt", "is", null), eb("sentAt", "<=", link.sentBefore)]))
    .returning(["id", "managerEmail"])
    .executeTakeFirst();
}

/** The share a link's token names, with who invited, whatever became of it (by `manager_shares_token_key`). */
export function findShareByTokenHash(db: DB, tokenHash: string) {
  return shareByTokenHashStatement(db, tokenHash).executeTakeFirst();
}

export function shareByTokenHashStatement(db: DB, tokenHash: string) {
  return db
    .selectFrom("managerShares as s")
    .innerJoin("users as p", "p.id", "s.participantId")
    .select([
      "s.id",
      "s.participantId",
      "p.name as participantName",
      "s.managerEmail",
      "s.acceptedAt",
      "s.declinedAt",
      "s.withdrawnAt",
      "s.tokenExpiresAt",
    ])
    .where("s.tokenHash", "=", tokenHash);
}

/** An update of the share a link names, while the link can still be answered (not answered, withdrawn or expired). */
function updateAnswerableShare(db: DB, tokenHash: string, at: Date) {
  return db
    .updateTable("managerShares")
    .where("tokenHash", "=", tokenHash)
    .where("acceptedAt", "is", null)
    .where("withdrawnAt", "is", null)
    .where("tokenExpiresAt", ">", at);
}

/**
 * Binds the share to the accepting account, in one conditional statement: of two answers at once (or an
 * answer and a withdrawal) exactly one wins; an answered, withdrawn or expired link changes nothing.
 */
export function acceptShareByTokenHash(db: DB, tokenHash: string, managerId: number, at: Date) {
  return updateAnswerableShare(db, tokenHash, at)
    .set({ managerId, acceptedAt: at })
    .where("participantId", "<>", managerId)
    .returning(["id", "participantId"])
    .executeTakeFirst();
}

/** Ends the share as declined, on the same conditions as accepting it. */
export function declineShareByTokenHash(db: DB, tokenHash: string, at: Date) {
  return updateAnswerableShare(db, tokenHash, at)
    .set({ declinedAt: at, withdrawnAt: at })
    .returning("id")
    .executeTakeFirst();
}

/**
 * The participant's shares, newest first (by `manager_shares_participant_idx`), each with the name of
 * the account that accepted it.
 */
export function findOwnShares(db: DB, participantId: number) {
  return ownSharesStatement(db, participantId).execute();
}

export function ownSharesStatement(db: DB, participantId: number) {
  return db
    .selectFrom("managerShares as s")
    .leftJoin("users as m", (join) =>
      join.onRef("m.id", "=", "s.managerId").on("s.acceptedAt", "is not", null),
    )
    .select([
      "s.id",
      "s.managerEmail",
      "s.createdAt",
      "s.acceptedAt",
      "s.declinedAt",
      "s.withdrawnAt",
      "s.tokenExpiresAt",
      "m.name as managerName",
    ])
    .where("s.participantId", "=", participantId)
    .orderBy("s.id", "desc")
    .limit(50);
}

/** Ends the participant's active share at once; false when it is not theirs or already withdrawn. */
export async function withdrawOwnShare(db: DB, participantId: number, shareId: number, at: Date) {
  const row = await db
    .updateTable("managerShares")
    .set({ withdrawnAt: at })
    .where("id", "=", shareId)
    .where("participantId", "=", participantId)
    .where("withdrawnAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export function findOwnShare(db: DB, participantId: number, shareId: number) {
  return db
    .selectFrom("managerShares")
    .select(["id", "acceptedAt", "withdrawnAt"])
    .where("id", "=", shareId)
    .where("participantId", "=", participantId)
    .executeTakeFirst();
}

export async function setOwnGoalShared(db: DB, userId: number, goalId: number, shared: boolean) {
  const row = await db
    .updateTable("goals")
    .set({ sharedWithManager: shared })
    .where("id", "=", goalId)
    .where("userId", "=", userId)
    .returning(["id", "sharedWithManager"])
    .executeTakeFirst();
  return row;
}

/** The active people who share with this manager, one row each with the earliest active share. */
export function findPeopleSharingWith(db: DB, managerId: number, participantId?: number) {
  return peopleSharingWithStatement(db, managerId, participantId).execute();
}

export function peopleSharingWithStatement(db: DB, managerId: number, participantId?: number) {
  let query = activeShares(db)
    .innerJoin("users as p", "p.id", "s.participantId")
    .select((eb) => ["p.id as userId", "p.name", eb.fn.min("s.createdAt").as("sharedSince")])
    .where("s.managerId", "=", managerId)
    .where("p.isActive", "=", true);
  if (participantId !== undefined) query = query.where("s.participantId", "=", participantId);
  return query.groupBy(["p.id", "p.name"]).orderBy("p.name").orderBy("p.id");
}

/** The people's running enrolments with step counts: engagement only, never a reflection's text. */
export function findProgramProgress(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("programEnrolments as e")
    .innerJoin("programVersions as v", "v.id", "e.versionId")
    .innerJoin("programs as p", "p.id", "e.programId")
    .select((eb) => [
      "e.id as enrolmentId",
      "e.userId",
      "e.startDate",
      "v.name",
      "v.lengthWeeks",
      eb
        .selectFrom("programSteps as st")
        .whereRef("st.versionId", "=", "e.versionId")
        .select((c) => c.fn.countAll<number>().as("n"))
        .as("stepsTotal"),
      eb
        .selectFrom("programStepCompletions as c")
        .whereRef("c.enrolmentId", "=", "e.id")
        .select((c) => c.fn.countAll<number>().as("n"))
        .as("stepsDone"),
    ])
    .where("e.userId", "in", userIds)
    .where("p.archivedAt", "is", null)
    .orderBy("e.id", "desc")
    .execute();
}

/** Only the goals the people chose to share: title, status and progress. */
export function findSharedGoals(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("goals")
    .select(["id", "userId", "title", "status", "progressPercentage"])
    .where("userId", "in", userIds)
    .where("sharedWithManager", "=", true)
    .orderBy("id")
    .execute();
}

/**
 * Active managers with at least one active share and no summary for the month, by id after `afterId`,
 * with their e-mail settings: the candidates come from the active shares (their partial index); the
 * month's delivery is probed by its key.
 */
export function findSummaryRecipients(db: DB, monthStart: string, afterId: number, limit: number) {
  return summaryRecipientsStatement(db, monthStart, afterId, limit).execute();
}

export function summaryRecipientsStatement(db: DB, monthStart: string, afterId: number, limit: number) {
  const managers = activeShares(db).select("s.managerId as id").distinct();
  return db
    .selectFrom(managers.as("c"))
    .innerJoin("users as u", "u.id", "c.id")
    .select(["u.id", "u.email", "u.name", "u.notificationPreferences"])
    .where("u.isActive", "=", true)
    .where("u.id", ">", afterId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("managerSummaryDeliveries as d")
            .select("d.managerId")
            .whereRef("d.managerId", "=", "u.id")
            .where("d.monthStart", "=", monthStart),
        ),
      ),
    )
    .orderBy("u.id")
    .limit(limit);
}

/** Claims the manager's summary for the month; false when another process claimed it first. */
export async function claimSummaryDelivery(db: DB, managerId: number, monthStart: string, at: Date) {
  const row = await db
    .insertInto("managerSummaryDeliveries")
    .values({ managerId, monthStart, createdAt: at })
    .onConflict((oc) => oc.columns(["managerId", "monthStart"]).doNothing())
    .returning("managerId")
    .executeTakeFirst();
  return row !== undefined;
}
