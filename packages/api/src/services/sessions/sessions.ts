import { describeUserAgent, deviceKey } from "../../lib/user-agent";
import { AppError } from "../../lib/app-error";
import { SESSION_NOT_FOUND, type RevokeSessionInput, type SessionInfo } from "../../schemas/sessions";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { enqueueSecurityAlert, type SecurityOrigin } from "../email/security-alert";
import {
  deleteOtherSessionsOf,
  deleteSessionOf,
  findLiveSessionsOf,
  findSessionKey,
  rememberDevice,
} from "./queries";

/** The caller's live sessions, this one first, then by latest activity. */
export async function listSessions(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
): Promise<SessionInfo[]> {
  const current = caller.session.sidHash();
  const rows = await findLiveSessionsOf(db, caller.user.id, now());
  const sessions = rows.map((row) => ({
    id: row.publicId,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.sid === current,
  }));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/**
 * Ends one of the caller's sessions: its row goes, so its next request is signed out, and a request
 * of it still in flight cannot bring it back (the session store only updates rows, never recreates
 * them). Ending this very session signs the caller out.
 */
export async function revokeSession(
  { db }: ServiceDeps,
  caller: SignedInVisitor,
  input: RevokeSessionInput,
): Promise<{ success: true }> {
  const target = await findSessionKey(db, caller.user.id, input.id);
  if (!target) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
  if (target.sid === caller.session.sidHash()) {
    await caller.session.signOut();
    return { success: true };
  }
  // Ended meanwhile (another tab, the other device signing out) reads as already ended.
  if (!(await deleteSessionOf(db, caller.user.id, input.id))) {
    throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
  }
  return { success: true };
}

/** 'Sign out everywhere else': ends every session of the caller but this one. */
export async function revokeOtherSessions(
  { db }: ServiceDeps,
  caller: SignedInVisitor,
): Promise<{ revoked: number }> {
  return { revoked: await deleteOtherSessionsOf(db, caller.user.id, caller.session.sidHash()) };
}

/**
 * After a sign-in: records its device, and when the account has signed in from other devices but never
 * this one, queues the 'new sign-in' e-mail in the same transaction (once, however many sign-ins race).
 */
export async function noteSignIn(
  { db, config, now }: ServiceDeps,
  signIn: SecurityOrigin & { userId: number },
): Promise<void> {
  const at = now();
  await db.transaction().execute(async (trx) => {
    if (!(await rememberDevice(trx, signIn.userId, deviceKey(signIn.userAgent), at))) return;
    await enqueueSecurityAlert(trx, config, {
      userId: signIn.userId,
      event: { kind: "new_sign_in" },
      at,
      origin: signIn,
    });
  });
}
