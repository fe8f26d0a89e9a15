import { hashPassword, verifyPassword } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import type { LoginInput, ZSignupInput } from "../../schemas/auth";
import type { PublicUser } from "../../schemas/users";
import type { ServiceDeps, Visitor } from "../deps";
import { assertSignUpAllowed } from "../organisation/sign-up-policy";
import { assertPasswordAllowed } from "./password-policy";
import { EMAIL_TAKEN, emailInUse } from "../users/queries";
import { toPublicUser } from "../users/session-user";
import type { LoginResult } from "../../schemas/two-factor";
import { findUserWithPasswordByEmail, insertUser, usernameInUse } from "./queries";
import { afterFirstFactor } from "./sign-in";
import { releaseHit, reserveAttempt, type Window } from "./rate-limit";

export const USERNAME_TAKEN = "That username is taken";
export const INVALID_LOGIN = "Invalid email or password";
const TOO_MANY_LOGINS = "Too many sign-in attempts. Please wait a few minutes and try again.";
const TOO_MANY_SIGNUPS = "Too many sign-up attempts. Please wait a while and try again.";
const ACCOUNT_CREATED = "Account created successfully! Please sign in.";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A real Argon2id hash of a random string: unknown e-mails cost as much time as wrong passwords. */
let timingDecoy: Promise<string> | undefined;
function decoyHash() {
  timingDecoy ??= hashPassword(`decoy-${Math.random()}`);
  return timingDecoy;
}

/** Creates an account; the person signs in afterwards. Rate-limited per client address and per e-mail. */
export async function signUp(
  { db, config, now: clock }: ServiceDeps,
  caller: Visitor,
  input: z.output<typeof ZSignupInput>,
): Promise<{ user: PublicUser; message: string }> {
  // Checked before the attempt is counted: choosing a better password costs no sign-up attempt.
  assertPasswordAllowed(input.password, input);
  const now = clock();
  const windows = [
    [{ key: `signup:ip:${caller.ip}`, windowMs: HOUR }, config.rateLimits.signupsPerIpPerHour],
    [
      { key: `signup:email:${input.email.toLowerCase()}`, windowMs: HOUR },
      config.rateLimits.signupsPerAccountPerHour,
    ],
  ] as const satisfies readonly (readonly [Window, number])[];
  if (!(await reserveAttempt(db, windows, now))) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_SIGNUPS);
  // The organisation's policy before the address is looked up: a refusal says nothing about accounts.
  await assertSignUpAllowed({ db, config, now: clock }, input.email);

  if (await emailInUse(db, input.email)) throw new AppError("CONFLICT", EMAIL_TAKEN);
  if (input.username && (await usernameInUse(db, input.username))) {
    throw new AppError("CONFLICT", USERNAME_TAKEN);
  }
  try {
    const row = await insertUser(db, {
      email: input.email,
      password: await hashPassword(input.password),
      name: input.name,
      username: input.username,
      jobTitle: input.jobTitle,
      department: input.department,
      companyName: input.companyName,
      yearsExperience: input.yearsExperience,
      technicalBackground: input.technicalBackground,
      timeZone: input.timeZone,
      role: "user",
    });
    return { user: toPublicUser(row), message: ACCOUNT_CREATED };
  } catch (error) {
    // Two sign-ups racing for the same address: the unique index decides.
    if (isUniqueViolation(error, "users_email_lower_key")) throw new AppError("CONFLICT", EMAIL_TAKEN);
    if (isUniqueViolation(error, "users_username_lower_key")) throw new AppError("CONFLICT", USERNAME_TAKEN);
    throw error;
  }
}

/**
 * Checks the password, then signs the visitor in with a fresh session, or (an account with a second
 * factor, or one the policy requires to enrol) leaves the session pending its second step.
 */
export async function logIn(deps: ServiceDeps, caller: Visitor, input: LoginInput): Promise<LoginResult> {
  const { db, config, now: clock } = deps;
  const now = clock();
  const email = input.email.toLowerCase();
  const windows = [
    [{ key: `login-fail:ip:${caller.ip}`, windowMs: MINUTE }, config.rateLimits.loginFailuresPerIpPerMinute],
    [{ key: `login-fail:email:${email}`, windowMs: HOUR }, config.rateLimits.loginFailuresPerAccountPerHour],
  ] as const satisfies readonly (readonly [Window, number])[];
  // Every attempt is counted as a failure before the password is checked, and given back if it was
  // right: parallel attempts (or calls in one batch) cannot all slip under the limit.
  if (!(await reserveAttempt(db, windows, now))) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_LOGINS);

  const row = await findUserWithPasswordByEmail(db, email);
  const valid = row
    ? await verifyPassword(row.password, input.password)
    : await verifyPassword(await decoyHash(), input.password);
  if (!row || !valid || !row.isActive) throw new AppError("UNAUTHORIZED", INVALID_LOGIN);
  for (const [window] of windows) await releaseHit(db, window, now);

  return afterFirstFactor(deps, caller, row.id, "password");
}

/** Ends the visitor's session; harmless when nobody is signed in. */
export async function logOut(_deps: ServiceDeps, caller: Visitor): Promise<{ success: true }> {
  await caller.session.signOut();
  return { success: true };
}
