import { hashPassword, verifyPassword } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import type { ChangePasswordInput } from "../../schemas/settings";
import { deleteSessionsOf, findPasswordHash, setPasswordHash } from "../auth/queries";
import { assertPasswordAllowed } from "../auth/password-policy";
import { releaseHit, reserveAttempt, type Window } from "../auth/rate-limit";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { enqueueSecurityAlert } from "../email/security-alert";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
const TOO_MANY_ATTEMPTS = "Too many wrong passwords. Please wait a while and try again.";
/** Wrong current passwords allowed per account per hour: a stolen session cannot guess the password. */
const FAILURES_PER_HOUR = 10;

/**
 * Changes the caller's password after checking the current one. Every session of the account is
 * deleted and the caller gets a fresh one, so other devices are signed out. A changed
 * demo account is no longer a demo account.
 */
export async function changePassword(
  { db, config, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: ChangePasswordInput,
): Promise<{ success: true }> {
  const now = clock();
  const userId = caller.user.id;
  const failures: Window = { key: `password-change-fail:user:${userId}`, windowMs: 3_600_000 };
  // Reserved before the check and given back when right, so parallel guesses cannot pass the limit.
  if (!(await reserveAttempt(db, [[failures, FAILURES_PER_HOUR]], now))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_ATTEMPTS);
  }
  if (!(await verifyPassword(await findPasswordHash(db, userId), input.currentPassword))) {
    throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD);
  }
  await releaseHit(db, failures, now);
  assertPasswordAllowed(input.newPassword, caller.user);
  const password = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, password);
    await deleteSessionsOf(trx, userId);
    await enqueueSecurityAlert(trx, config, {
      userId,
      event: { kind: "password_changed" },
      at: now,
      origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
    });
  });
  await caller.session.signIn(userId);
  return { success: true };
}
