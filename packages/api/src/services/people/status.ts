import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { insertAuditEvent, type AuditActor } from "../audit/queries";

export const LAST_SUPER_ADMIN = "The organisation needs at least one active super admin.";

/**
 * Locks every active super admin's row until the transaction ends and returns their ids. Whoever may
 * take away the last one (a deactivation, a role change, SCIM) calls it first, so two such changes at
 * once wait for each other and the second sees what the first left.
 */
export async function lockActiveSuperAdmins(trx: DB): Promise<number[]> {
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "super_admin")
    .where("isActive", "=", true)
    .orderBy("id")
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export interface AccountActiveChange {
  userId: number;
  active: boolean;
  actor: AuditActor;
  ip?: string | null;
  at: Date;
}

/**
 * Deactivates or reactivates an account, for the people screen and SCIM alike, in one transaction with
 * its audit event. Nobody can deactivate the last active super admin. A deactivated account's sessions
 * are deleted and its pending invitation revoked; sign-in, sessions, access tokens and the feedback
 * links it sent all check the switch on every use, so they stop at once and reactivation gives back
 * everything but the sessions (the person signs in again). Returns whether anything changed; false
 * when the account is missing or already in that state.
 */
export async function setAccountActive(db: DB, change: AccountActiveChange): Promise<boolean> {
  const { userId, active, at } = change;
  return db.transaction().execute(async (trx) => {
    if (!active) {
      const superAdmins = await lockActiveSuperAdmins(trx);
      if (superAdmins.length === 1 && superAdmins[0] === userId) {
        throw new AppError("CONFLICT", LAST_SUPER_ADMIN);
      }
    }
    const updated = await trx
      .updateTable("users")
      .set({ isActive: active })
      .where("id", "=", userId)
      .where("isActive", "=", !active)
      .returning("id")
      .executeTakeFirst();
    if (!updated) return false;
    if (!active) {
      await trx.deleteFrom("sessions").where("userId", "=", userId).execute();
      await trx
        .updateTable("invitations")
        .set({ revokedAt: at })
        .where("userId", "=", userId)
        .where("acceptedAt", "is", null)
        .where("revokedAt", "is", null)
        .execute();
    }
    await insertAuditEvent(trx, {
      action: active ? "user.reactivated" : "user.deactivated",
      actor: change.actor,
      subject: { type: "user", id: userId },
      ip: change.ip ?? null,
      at,
    });
    return true;
  });
}
