import { hashPassword, verifyPassword, type DB } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { SessionControl } from "../../context";
import type { ChangePasswordInput } from "../../schemas/settings";
import { releaseHit, reserveAttempt, type Window } from "../auth/rate-limit";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
const TOO_MANY_ATTEMPTS = "Too many wrong passwords. Please wait a while and try again.";
/** Wrong current passwords allowed per account per hour: a stolen session cannot guess the password. */
const FAILURES_PER_HOUR = 10;

/**
 * Changes the caller's password after checking the current one. Every session of the account is
 * deleted and the caller gets a fresh one, so other devices are signed out (DECISIONS §6). A changed
 * demo account is no longer a demo account (DECISIONS §1).
 */
export async function changePassword(
  db: DB,
  session: SessionControl,
  userId: number,
  input: ChangePasswordInput,
  now: Date,
): Promise<void> {
  const failures: Window = { key: `password-change-fail:user:${userId}`, windowMs: 3_600_000 };
  // Reserved before the check and given back when right, so parallel guesses cannot pass the limit.
  if (!(await reserveAttempt(db, [[failures, FAILURES_PER_HOUR]], now))) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_ATTEMPTS });
  }
  const row = await db
    .selectFrom("users")
    .select("password")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password, input.currentPassword))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: WRONG_CURRENT_PASSWORD });
  }
  await releaseHit(db, failures, now);
  const password = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password, isDemo: false }).where("id", "=", userId).execute();
    await trx.deleteFrom("sessions").where("userId", "=", userId).execute();
  });
  await session.signIn(userId);
}
