import { json, type AuditAction, type DB } from "@leadcoach/db";
import { sql } from "kysely";
import type { AuditCursor, AuditFilter } from "../../schemas/audit";
import type { SignedInVisitor } from "../deps";

/** Who acted: an account (its role at that moment becomes the label), or the server itself. */
export type AuditActor = { userId: number } | { userId: null; label: string };

/** One audit event to append. The detail names what changed, never a secret or a person's answers. */
export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor;
  subject?: { type: string; id: string | number };
  ip?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
}

/** An event the signed-in visitor caused: they are its actor, their address its `ip`. */
export function actedBy(caller: SignedInVisitor, event: Omit<AuditEntry, "actor" | "ip">): AuditEntry {
  return { ...event, actor: { userId: caller.user.id }, ip: caller.ip };
}

/** Appends an event the signed-in visitor caused (`actedBy`), in the caller's transaction when given one. */
export async function insertAuditEventBy(
  db: DB,
  caller: SignedInVisitor,
  event: Omit<AuditEntry, "actor" | "ip">,
): Promise<void> {
  await insertAuditEvents(db, [actedBy(caller, event)]);
}

/** Appends an event (in the caller's transaction when given one). The only write the table accepts. */
export async function insertAuditEvent(db: DB, entry: AuditEntry): Promise<void> {
  await insertAuditEvents(db, [entry]);
}

/** Appends many events in one statement (an import's invitations), as `insertAuditEvent` does one. */
export async function insertAuditEvents(db: DB, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("auditEvents")
    .values(
      entries.map((entry) => {
        const { actor } = entry;
        return {
          occurredAt: entry.at,
          actorUserId: actor.userId,
          // The role, read in the same statement: the label says what the actor was allowed, not who they are.
          actorLabel:
            actor.userId === null
              ? actor.label
              : sql<string>`coalesce((select role from users where id = ${actor.userId}), 'unknown')`,
          action: entry.action,
          subjectType: entry.subject?.type ?? null,
          subjectId: entry.subject === undefined ? null : String(entry.subject.id),
          ip: entry.ip?.slice(0, 64) ?? null,
          detail: json(entry.detail ?? {}),
        };
      }),
    )
    .execute();
}

/**
 * A page of events, newest first, after the keyset position `cursor` (time, then id, descending). The
 * actor is named by address and matched to the account holding it now; an unknown address matches
 * nothing. Each filter has an index that serves the order as it is (the plan test checks it).
 */
export function auditEventsStatement(
  db: DB,
  filter: AuditFilter,
  cursor: AuditCursor | undefined,
  limit: number,
) {
  let query = db
    .selectFrom("auditEvents")
    .leftJoin("users", "users.id", "auditEvents.actorUserId")
    .select([
      "auditEvents.id",
      "auditEvents.occurredAt",
      "auditEvents.action",
      "auditEvents.actorUserId",
      "users.email as actorEmail",
      "auditEvents.actorLabel",
      "auditEvents.subjectType",
      "auditEvents.subjectId",
      "auditEvents.ip",
      "auditEvents.detail",
    ]);
  if (filter.action !== undefined) query = query.where("auditEvents.action", "=", filter.action);
  if (filter.actorEmail !== undefined) {
    const email = filter.actorEmail;
    query = query.where("auditEvents.actorUserId", "=", (eb) =>
      eb
        .selectFrom("users as actor")
        .select("actor.id")
        .where(sql`lower(actor.email)`, "=", email.toLowerCase()),
    );
  }
  if (cursor !== undefined) {
    query = query.where(
      sql<boolean>`(audit_events.occurred_at, audit_events.id) < (${new Date(cursor.occurredAt)}, ${cursor.id})`,
    );
  }
  return query.orderBy("auditEvents.occurredAt", "desc").orderBy("auditEvents.id", "desc").limit(limit);
}

export function findAuditEvents(db: DB, filter: AuditFilter, cursor: AuditCursor | undefined, limit: number) {
  return auditEventsStatement(db, filter, cursor, limit).execute();
}

/**
 * Deletes the events older than the retention the settings row names, measured by the database's
 * clock: the same rule the append-only trigger applies, so the trigger lets exactly these through.
 */
export async function deleteExpiredAuditEvents(db: DB): Promise<number> {
  const result = await db
    .deleteFrom("auditEvents")
    .where(
      sql<boolean>`occurred_at < now() - make_interval(days =>
        (select audit_retention_days from organisation_settings where id))`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
