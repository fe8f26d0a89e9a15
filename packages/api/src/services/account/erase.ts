import { verifyPassword } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  DELETED_ACCOUNT_LABEL,
  FRESH_SSO_SIGN_IN_MS,
  type DeleteAccountInput,
  type DeletionRequirements,
  type AccountDeletions,
} from "../../schemas/account";
import { releaseHit, reserveAttempt, type Window } from "../auth/rate-limit";
import { insertAuditEvent } from "../audit/queries";
import type { Credential, ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import { feedbackAnsweredMessage, feedbackExpiredMessage } from "../feedback/notification-texts";
import { findPasswordHash } from "../auth/queries";
import {
  anonymiseAccessLogViewer,
  anonymiseBugComment,
  anonymiseBugReport,
  deleteMailTo,
  deleteRateLimitCountersOf,
  deleteUserRow,
  findAuthoredBugTexts,
  findNotificationsNamingReviewer,
  findRecentAccountDeletions,
  lockAccountForErasure,
  recordAccountDeletion,
  redactRequestsAddressedTo,
  rewriteNotificationMessages,
} from "./queries";

export const WRONG_PASSWORD =
  "That password is not correct. Enter your current password to delete your account.";
export const PASSWORD_OR_SSO_NEEDED =
  "Enter your password to delete your account. If you sign in with SSO, sign in with SSO again first; then you can delete it within 10 minutes.";
export const SESSION_ONLY =
  "An account can only be deleted from a signed-in browser session, not with an access token.";
export const LAST_SUPER_ADMIN =
  "You are the last super admin. Make someone else a super admin before deleting your account.";
const TOO_MANY_ATTEMPTS = "Too many wrong passwords. Please wait a while and try again.";
/** Wrong passwords allowed per account per hour: a stolen session cannot guess its way to an erasure. */
const FAILURES_PER_HOUR = 10;

/** Someone deleting their own account: who, through which session, proved how. */
export interface ErasingCaller extends SignedInVisitor {
  credential: Credential;
}

function ssoIsFresh(caller: ErasingCaller, now: Date): boolean {
  const at = caller.session.ssoVerifiedAt();
  return at !== null && now.getTime() - at <= FRESH_SSO_SIGN_IN_MS && at <= now.getTime() + 60_000;
}

/** What the 'Delete my account' dialog asks for. */
export function getDeletionRequirements(
  { config, now }: ServiceDeps,
  caller: ErasingCaller,
): DeletionRequirements {
  return { ssoAvailable: config.sso !== null, ssoFresh: ssoIsFresh(caller, now()) };
}

/** The password when one is given (rate-limited like a password change), else a fresh SSO sign-in. */
async function confirmIdentity(
  { db }: ServiceDeps,
  caller: ErasingCaller,
  input: DeleteAccountInput,
  now: Date,
): Promise<void> {
  if (input.password === undefined) {
    if (ssoIsFresh(caller, now)) return;
    throw new AppError("FORBIDDEN", PASSWORD_OR_SSO_NEEDED);
  }
  const failures: Window = { key: `delete-account-fail:user:${caller.user.id}`, windowMs: 3_600_000 };
  if (!(await reserveAttempt(db, [[failures, FAILURES_PER_HOUR]], now))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_ATTEMPTS);
  }
  const hash = await findPasswordHash(db, caller.user.id).catch(() => null);
  if (hash === null) return; // Already erased by a parallel request: nothing left to protect.
  if (!(await verifyPassword(hash, input.password))) throw new AppError("FORBIDDEN", WRONG_PASSWORD);
  await releaseHit(db, failures, now);
}

/** Replaces the person's e-mail, name and username, wherever they occur in kept text. */
export function scrubIdentity(text: string, identity: readonly (string | null)[]): string {
  let scrubbed = text;
  for (const value of identity) {
    if (!value || value.trim().length < 3) continue;
    const pattern = new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
    scrubbed = scrubbed.replace(pattern, DELETED_ACCOUNT_LABEL);
  }
  return scrubbed;
}

/**
 * 'Delete my account': after the password (or a fresh SSO sign-in), erases the caller in one
 * transaction. Their bug reports and comments stay for the admins, without author, device details,
 * screenshot, or their name and e-mail in the text; every other row about them goes (most by the
 * foreign keys' cascade: sessions and access tokens included, so they end at once); others' feedback
 * requests addressed to them lose the address, and others' notifications naming them as a reviewer
 * say 'A reviewer' instead; admins get a row in `account_deletions` with a random
 * id and the time only. A second erasure racing the first finds nothing left and succeeds.
 */
export async function deleteAccount(
  deps: ServiceDeps,
  caller: ErasingCaller,
  input: DeleteAccountInput,
): Promise<{ success: true }> {
  if (caller.credential.kind !== "session") throw new AppError("FORBIDDEN", SESSION_ONLY);
  const now = deps.now();
  await confirmIdentity(deps, caller, input, now);
  const userId = caller.user.id;
  await deps.db.transaction().execute(async (trx) => {
    const account = await lockAccountForErasure(trx, userId);
    if (!account) return;
    if (account.role === "super_admin" && account.otherActiveSuperAdmins === 0) {
      throw new AppError("CONFLICT", LAST_SUPER_ADMIN);
    }
    const identity = [account.email, account.name, account.username];
    const { reports, comments } = await findAuthoredBugTexts(trx, userId);
    for (const report of reports) {
      const scrub = (text: string | null) => (text === null ? null : scrubIdentity(text, identity));
      await anonymiseBugReport(trx, report.id, {
        title: scrubIdentity(report.title, identity),
        description: scrubIdentity(report.description, identity),
        stepsToReproduce: scrub(report.stepsToReproduce),
        expectedBehavior: scrub(report.expectedBehavior),
        actualBehavior: scrub(report.actualBehavior),
        url: scrub(report.url),
      });
    }
    for (const comment of comments) {
      await anonymiseBugComment(trx, comment.id, scrubIdentity(comment.comment, identity));
    }
    await anonymiseAccessLogViewer(trx, userId, DELETED_ACCOUNT_LABEL);
    // Before the requests lose the address that finds them: others' notifications naming the person.
    const naming = await findNotificationsNamingReviewer(trx, account.email);
    await rewriteNotificationMessages(trx, naming.answered, feedbackAnsweredMessage(null));
    for (const inCycle of [false, true]) {
      const ids = naming.expired.filter((n) => n.inCycle === inCycle).map((n) => n.id);
      await rewriteNotificationMessages(trx, ids, feedbackExpiredMessage(inCycle, null));
    }
    await redactRequestsAddressedTo(trx, account.email);
    await deleteMailTo(trx, account.email);
    await deleteRateLimitCountersOf(trx, userId, account.email);
    await recordAccountDeletion(trx, now);
    // Like account_deletions: that an account went, and its role, never whose (no id, no address, no IP).
    await insertAuditEvent(trx, {
      action: "account.deleted",
      actor: { userId: null, label: account.role },
      at: now,
    });
    await deleteUserRow(trx, userId);
  });
  await caller.session.signOut();
  return { success: true };
}

const RECENT_DELETIONS = 20;

/** Admins: how many accounts were erased lately, as events without any personal data. */
export async function listAccountDeletions(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
): Promise<AccountDeletions> {
  const since = new Date(now().getTime() - 30 * 86_400_000);
  const { recent, last30Days } = await findRecentAccountDeletions(db, since, RECENT_DELETIONS);
  return {
    last30Days,
    recent: recent.map((row) => ({ id: row.id, deletedAt: row.deletedAt.toISOString() })),
  };
}
