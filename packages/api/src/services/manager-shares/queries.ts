import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

/** The account with this address (any case), through `users_email_lower_key`. */
export function findAccountByEmail(db: DB, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "isActive"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function insertShare(
  db: DB,
  values: { participantId: number; managerId: number | null; managerEmail: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto("managerShares")
    .values({
      participantId: values.participantId,
      managerId: values.managerId,
      managerEmail: values.managerEmail,
      createdAt: values.at,
      acceptedAt: values.managerId === null ? null : values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The participant's shares, newest first, each with the manager's account when one exists: the one named
 * at the invitation, or else the one that has the address now.
 */
export function findOwnShares(db: DB, participantId: number) {
  return db
    .selectFrom("managerShares as s")
    .leftJoin("users as named", "named.id", "s.managerId")
    .leftJoin("users as later", (join) =>
      join
        .on("s.managerId", "is", null)
        .on((eb) => eb(eb.fn<string>("lower", ["later.email"]), "=", eb.ref("s.managerEmail"))),
    )
    .select((eb) => [
      "s.id",
      "s.managerEmail",
      "s.createdAt",
      "s.withdrawnAt",
      eb.fn.coalesce("named.name", "later.name").as("managerName"),
    ])
    .where("s.participantId", "=", participantId)
    .orderBy("s.id", "desc")
    .limit(50)
    .execute();
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
    .select(["id", "withdrawnAt"])
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

/**
 * The active people who share with this manager (active shares naming the account, or waiting for its
 * address), one row each with the earliest share. Both arms read a partial index of active shares.
 */
export function findPeopleSharingWith(
  db: DB,
  manager: { id: number; email: string },
  participantId?: number,
) {
  return peopleSharingWithStatement(db, manager, participantId).execute();
}

export function peopleSharingWithStatement(
  db: DB,
  manager: { id: number; email: string },
  participantId?: number,
) {
  let query = db
    .selectFrom("managerShares as s")
    .innerJoin("users as p", "p.id", "s.participantId")
    .select((eb) => ["p.id as userId", "p.name", eb.fn.min("s.createdAt").as("sharedSince")])
    .where("s.withdrawnAt", "is", null)
    .where("p.isActive", "=", true)
    .where((eb) =>
      eb.or([
        eb("s.managerId", "=", manager.id),
        eb.and([eb("s.managerId", "is", null), eb("s.managerEmail", "=", manager.email.toLowerCase())]),
      ]),
    );
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
 * Active managers with at least one active share and no summary for the month, by id after `afterId`:
 * the candidates come from the active shares (their partial indexes); the month's delivery is probed by
 * its key.
 */
export function findSummaryRecipients(db: DB, monthStart: string, afterId: number, limit: number) {
  return summaryRecipientsStatement(db, monthStart, afterId, limit).execute();
}

export function summaryRecipientsStatement(db: DB, monthStart: string, afterId: number, limit: number) {
  const named = db
    .selectFrom("managerShares as s")
    .innerJoin("users as m", "m.id", "s.managerId")
    .select("m.id")
    .where("s.withdrawnAt", "is", null);
  const waiting = db
    .selectFrom("managerShares as s")
    .innerJoin("users as m", (join) =>
      join.on((eb) => eb(eb.fn<string>("lower", ["m.email"]), "=", eb.ref("s.managerEmail"))),
    )
    .select("m.id")
    .where("s.managerId", "is", null)
    .where("s.withdrawnAt", "is", null);
  return db
    .selectFrom(named.union(waiting).as("c"))
    .innerJoin("users as u", "u.id", "c.id")
    .select(["u.id", "u.email", "u.name"])
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
