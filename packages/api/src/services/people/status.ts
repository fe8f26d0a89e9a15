import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { insertAuditEvent, type AuditActor } from "../audit/queries";
import { lockActiveSuperAdmins, switchAccountsActive } from "./queries";

export { lockActiveSuperAdmins } from "./queries";

export const LAST_SUPER_ADMIN = "The organisation needs at least one active super admin.";

export interface AccountActiveChange {
  userId: number;
  active: boolean;
  actor: AuditActor;
  ip?: string | null;
  at: Date;
}

export interface AccountsActiveChange {
  userIds: readonly number[];
  active: boolean;
  actor: AuditActor;
  ip?: string | null;
  at: Date;
}

/**
 * Deactivates or reactivates accounts, inside the caller's transaction, after the caller took
 * `lockActiveSuperAdmins` (whose ids it passes as `activeSuperAdmins`; the set is kept current, so a
 * batch sees its own changes). Nobody deactivates the last active super admin: when a batch would, the
 * last of them (by id) stays and is returned in `lastSuperAdmin`. A deactivated account's sessions are
 * deleted and its pending invitation revoked; sign-in, sessions, access tokens and the feedback links it
 * sent all check the switch on every use, so they stop at once, and reactivation gives back everything
 * but the sessions (the person signs in again). One audit event per account changed.
 */
export async function switchAccounts(
  trx: DB,
  change: AccountsActiveChange,
  activeSuperAdmins: Set<number>,
): Promise<{ changed: number[]; lastSuperAdmin: number[] }> {
  let ids = [...new Set(change.userIds)].sort((a, b) => a - b);
  const lastSuperAdmin: number[] = [];
  if (!change.active) {
    const leaving = ids.filter((id) => activeSuperAdmins.has(id));
    if (leaving.length > 0 && leaving.length >= activeSuperAdmins.size) {
      const kept = leaving[leaving.length - 1] as number;
      lastSuperAdmin.push(kept);
      ids = ids.filter((id) => id !== kept);
    }
  }
  const changed = await switchAccountsActive(trx, ids, change.active, change.at);
  if (!change.active) for (const userId of changed) activeSuperAdmins.delete(userId);
  for (const userId of changed) {
    await insertAuditEvent(trx, {
      action: change.active ? "user.reactivated" : "user.deactivated",
      actor: change.actor,
      subject: { type: "user", id: userId },
      ip: change.ip ?? null,
      at: change.at,
    });
  }
  return { changed, lastSuperAdmin };
}

/**
 * Deactivates or reactivates one account, for the people screen and SCIM alike, in one transaction with
 * its audit event (see `switchAccounts`). Refuses (409) to deactivate the last active super admin.
 * Returns whether anything changed; false when the account is missing or already in that state.
 */
export async function setAccountActive(db: DB, change: AccountActiveChange): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const superAdmins = new Set(await lockActiveSuperAdmins(trx));
    const { changed, lastSuperAdmin } = await switchAccounts(
      trx,
      { ...change, userIds: [change.userId] },
      superAdmins,
    );
    if (lastSuperAdmin.length > 0) throw new AppError("CONFLICT", LAST_SUPER_ADMIN);
    return changed.length > 0;
  });
}
