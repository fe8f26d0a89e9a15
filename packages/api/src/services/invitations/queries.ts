import type { DB, InvitationsTable, Role } from "@leadcoach/db";
import { sql, type Updateable } from "kysely";

/** The accounts among these addresses (compared case-insensitively), by lower-cased address. */
export async function findExistingEmails(db: DB, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await existingEmailsStatement(db, emails).execute();
  return new Set(rows.map((r) => r.email));
}

export function existingEmailsStatement(db: DB, emails: readonly string[]) {
  return db
    .selectFrom("users")
    .select(sql<string>`lower(email)`.as("email"))
    .where(
      sql<string>`lower(email)`,
      "in",
      emails.map((e) => e.toLowerCase()),
    );
}

/** The groups with these names (case-insensitively), by lower-cased name. */
export async function findGroupsByName(db: DB, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom("groups")
    .select(["id", sql<string>`lower(name)`.as("key")])
    .where(
      sql<string>`lower(name)`,
      "in",
      names.map((n) => n.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Invited accounts: not joined yet (`joined_at` null), active, with a password nobody knows. */
export function insertInvitedUsers(
  db: DB,
  rows: readonly { name: string; email: string; role: Role; password: string }[],
) {
  return db
    .insertInto("users")
    .values(rows.map((r) => ({ ...r, joinedAt: null })))
    .returning(["id", "email"])
    .execute();
}

export async function insertGroupMembers(
  db: DB,
  rows: readonly { groupId: number; userId: number; addedAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("groupMembers")
    .values([...rows])
    .onConflict((oc) => oc.columns(["groupId", "userId"]).doNothing())
    .execute();
}

export interface NewInvitation {
  userId: number;
  tokenHash: string;
  invitedBy: number | null;
  sentAt: Date;
  expiresAt: Date;
}

export function insertInvitations(db: DB, rows: readonly NewInvitation[]) {
  return db
    .insertInto("invitations")
    .values(rows.map((r) => ({ ...r, createdAt: r.sentAt })))
    .returning(["id", "userId"])
    .execute();
}

/**
 * An account's invitation, new or renewed: its pending one (at most one, by the partial unique index)
 * gets the new token and dates, in one statement.
 */
export function upsertPendingInvitation(db: DB, row: NewInvitation) {
  return db
    .insertInto("invitations")
    .values({ ...row, createdAt: row.sentAt })
    .onConflict((oc) =>
      oc.column("userId").where("acceptedAt", "is", null).where("revokedAt", "is", null).doUpdateSet({
        tokenHash: row.tokenHash,
        sentAt: row.sentAt,
        expiresAt: row.expiresAt,
        invitedBy: row.invitedBy,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
}

/**
 * Pending invitations (not accepted, not withdrawn) of accounts nobody has used yet: someone who got in
 * another way (a password reset of the invited address) has no invitation left to answer.
 */
function pendingInvitations(db: DB) {
  return db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.userId")
    .where("invitations.acceptedAt", "is", null)
    .where("invitations.revokedAt", "is", null)
    .where("users.joinedAt", "is", null);
}

/** The invitee of a pending invitation, for an e-mail. */
export function findPendingInvitee(db: DB, invitationId: number) {
  return pendingInvitations(db)
    .select([
      "invitations.id",
      "invitations.userId",
      "users.name",
      "users.email",
      "users.joinedAt",
      "users.externalId",
    ])
    .where("invitations.id", "=", invitationId)
    .executeTakeFirst();
}

/** A never-joined account's name and address, for an invitation e-mail. */
export function findUnjoinedUser(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("id", "=", userId)
    .where("joinedAt", "is", null)
    .where("isActive", "=", true)
    .executeTakeFirst();
}

/** Replaces a pending invitation's token (a resend); false when it is no longer pending. */
export async function renewPendingInvitation(
  db: DB,
  invitationId: number,
  values: { tokenHash: string; sentAt: Date; expiresAt: Date },
): Promise<boolean> {
  const row = await db
    .updateTable("invitations")
    .set(values)
    .where("id", "=", invitationId)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** An update of pending invitations (not accepted, not withdrawn), joined to their accounts. */
function updatePendingInvitations(db: DB, values: Updateable<InvitationsTable>) {
  return db
    .updateTable("invitations")
    .set(values)
    .from("users")
    .whereRef("users.id", "=", "invitations.userId")
    .where("invitations.acceptedAt", "is", null)
    .where("invitations.revokedAt", "is", null);
}

/** Withdraws a pending invitation; returns its account, or undefined when it was not pending. */
export function revokePendingInvitation(db: DB, invitationId: number, at: Date) {
  return updatePendingInvitations(db, { revokedAt: at })
    .where("invitations.id", "=", invitationId)
    .returning(["invitations.userId", "users.email", "users.joinedAt", "users.externalId"])
    .executeTakeFirst();
}

/** Deletes an account that never joined (its invitation and group memberships go with it). */
export async function deleteUnjoinedUser(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .deleteFrom("users")
    .where("id", "=", userId)
    .where("joinedAt", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Pending invitations, newest first, after the keyset position `cursor` (an invitation id). */
export function pendingInvitationsStatement(
  db: DB,
  cursor: number | null | undefined,
  limit: number,
  now: Date,
) {
  let query = pendingInvitations(db).select([
    "invitations.id",
    "invitations.userId",
    "users.name",
    "users.email",
    "users.role",
    "invitations.sentAt",
    "invitations.expiresAt",
    sql<boolean>`invitations.expires_at <= ${now}`.as("expired"),
  ]);
  if (cursor !== null && cursor !== undefined) query = query.where("invitations.id", "<", cursor);
  return query.orderBy("invitations.id", "desc").limit(limit);
}

export function listPendingInvitations(db: DB, cursor: number | null | undefined, limit: number, now: Date) {
  return pendingInvitationsStatement(db, cursor, limit, now).execute();
}

/** The invitee of a link that may still be used. */
export function usableInvitationStatement(db: DB, tokenHash: string, now: Date) {
  return db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.userId")
    .select(["users.name", "users.email"])
    .where("invitations.tokenHash", "=", tokenHash)
    .where("invitations.acceptedAt", "is", null)
    .where("invitations.revokedAt", "is", null)
    .where("invitations.expiresAt", ">", now)
    .where("users.isActive", "=", true)
    .where("users.joinedAt", "is", null);
}

export function findUsableInvitation(db: DB, tokenHash: string, now: Date) {
  return usableInvitationStatement(db, tokenHash, now).executeTakeFirst();
}

/**
 * Marks a link accepted, in one conditional statement: only a pending, unexpired link of an active
 * account matches, so of two accepts racing for the same link exactly one gets the account back.
 */
export async function consumeInvitation(db: DB, tokenHash: string, now: Date) {
  const row = await consumeInvitationStatement(db, tokenHash, now).executeTakeFirst();
  return row ?? null;
}

export function consumeInvitationStatement(db: DB, tokenHash: string, now: Date) {
  return updatePendingInvitations(db, { acceptedAt: now })
    .where("invitations.tokenHash", "=", tokenHash)
    .where("invitations.expiresAt", ">", now)
    .where("users.isActive", "=", true)
    .where("users.joinedAt", "is", null)
    .returning(["invitations.id", "invitations.userId", "users.email", "users.name"]);
}

/** The accepted account's password and the moment it joined. */
export async function setJoinedWithPassword(db: DB, userId: number, password: string, at: Date) {
  await db
    .updateTable("users")
    .set({ password, joinedAt: sql`coalesce(joined_at, ${at})` })
    .where("id", "=", userId)
    .execute();
}
