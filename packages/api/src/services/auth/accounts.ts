import { TRPCError } from "@trpc/server";
import { hashPassword, verifyPassword, type DB } from "@leadcoach/db";
import { sql } from "kysely";
import type { Context } from "../../context";
import { isUniqueViolation } from "../../lib/errors";
import type { LoginInput, ZSignupInput } from "../../schemas/auth";
import type { z } from "zod";
import { recordActivity } from "../activity/record";
import { publicUserColumns, toPublicUser, type SessionUser } from "../users/session-user";
import { releaseHit, reserveAttempt, type Window } from "./rate-limit";

export const EMAIL_TAKEN = "An account with this email already exists";
export const USERNAME_TAKEN = "That username is taken";
export const INVALID_LOGIN = "Invalid email or password";
const TOO_MANY_LOGINS = "Too many sign-in attempts. Please wait a few minutes and try again.";
const TOO_MANY_SIGNUPS = "Too many sign-up attempts. Please wait a while and try again.";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A real Argon2id hash of a random string: unknown e-mails cost as much time as wrong passwords. */
let timingDecoy: Promise<string> | undefined;
function decoyHash() {
  timingDecoy ??= hashPassword(`decoy-${Math.random()}`);
  return timingDecoy;
}

export async function emailInUse(db: DB, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase());
  if (exceptUserId !== undefined) query = query.where("id", "!=", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function usernameInUse(db: DB, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function signUp(ctx: Context, input: z.output<typeof ZSignupInput>): Promise<SessionUser> {
  const { db, config } = ctx;
  const now = ctx.now();
  const windows = [
    [{ key: `signup:ip:${ctx.clientIp}`, windowMs: HOUR }, config.rateLimits.signupsPerIpPerHour],
    [
      { key: `signup:email:${input.email.toLowerCase()}`, windowMs: HOUR },
      config.rateLimits.signupsPerAccountPerHour,
    ],
  ] as const satisfies readonly (readonly [Window, number])[];
  if (!(await reserveAttempt(db, windows, now))) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_SIGNUPS });
  }

  if (await emailInUse(db, input.email)) throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
  if (input.username && (await usernameInUse(db, input.username))) {
    throw new TRPCError({ code: "CONFLICT", message: USERNAME_TAKEN });
  }
  try {
    const row = await db
      .insertInto("users")
      .values({
        email: input.email,
        password: await hashPassword(input.password),
        name: input.name,
        username: input.username,
        jobTitle: input.jobTitle,
        department: input.department,
        companyName: input.companyName,
        yearsExperience: input.yearsExperience,
        technicalBackground: input.technicalBackground,
        role: "user",
      })
      .returning(publicUserColumns)
      .executeTakeFirstOrThrow();
    return toPublicUser(row);
  } catch (error) {
    // Two sign-ups racing for the same address: the unique index decides.
    if (isUniqueViolation(error, "users_email_lower_key"))
      throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
    if (isUniqueViolation(error, "users_username_lower_key")) {
      throw new TRPCError({ code: "CONFLICT", message: USERNAME_TAKEN });
    }
    throw error;
  }
}

export async function logIn(ctx: Context, input: LoginInput): Promise<SessionUser> {
  const { db, config } = ctx;
  const now = ctx.now();
  const email = input.email.toLowerCase();
  const windows = [
    [{ key: `login-fail:ip:${ctx.clientIp}`, windowMs: MINUTE }, config.rateLimits.loginFailuresPerIpPerMinute],
    [{ key: `login-fail:email:${email}`, windowMs: HOUR }, config.rateLimits.loginFailuresPerAccountPerHour],
  ] as const satisfies readonly (readonly [Window, number])[];
  // Every attempt is counted as a failure before the password is checked, and given back if it was
  // right: parallel attempts (or calls in one batch) cannot all slip under the limit.
  if (!(await reserveAttempt(db, windows, now))) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_LOGINS });
  }

  const row = await db
    .selectFrom("users")
    .select([...publicUserColumns, "password"])
    .where(sql<string>`lower(email)`, "=", email)
    .executeTakeFirst();
  const valid = row
    ? await verifyPassword(row.password, input.password)
    : await verifyPassword(await decoyHash(), input.password);
  if (!row || !valid || !row.isActive) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_LOGIN });
  }
  for (const [window] of windows) await releaseHit(db, window, now);

  await ctx.session.signIn(row.id);
  await db.updateTable("users").set({ lastLoginAt: now }).where("id", "=", row.id).execute();
  await recordActivity(db, { userId: row.id, type: "sign_in", subject: "Signed in", at: now });
  const { password: _password, ...user } = row;
  return toPublicUser({ ...user, lastLoginAt: now });
}
