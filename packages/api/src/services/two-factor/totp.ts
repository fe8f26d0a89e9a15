import { createHash, randomBytes } from "node:crypto";
import { verifyPassword } from "@leadcoach/db";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { AppError } from "../../lib/app-error";
import {
  enrollableSecondFactorMethods,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_LOCK_MS,
  SECOND_FACTOR_MAX_FAILURES,
  type DisableTotpInput,
  type SecondFactorCodeInput,
  type SecondFactorMethod,
  type TotpCodeInput,
  type TotpEnrolment,
  type TwoFactorStatus,
} from "../../schemas/two-factor";
import type { PublicUser } from "../../schemas/users";
import { findSecondFactorMethods } from "../auth/queries";
import {
  completeSignIn,
  ENROLMENT_NOT_DUE,
  pendingSignIn,
  secondFactorRequirement,
  effectiveSecondFactorPolicy,
} from "../auth/sign-in";
import type { ServiceDeps, SessionUser, SignedInVisitor, Visitor } from "../deps";
import { enqueueSecurityAlert, type SecurityEvent } from "../email/security-alert";
import {
  clearSecondFactorFailures,
  confirmTotp,
  countRecoveryCodes,
  deleteTotpFactor,
  findAccountSecrets,
  findSecondFactorLock,
  findTotpFactor,
  replaceRecoveryCodes,
  reserveSecondFactorAttempt,
  storePendingTotp,
  takeRecoveryCode,
  takeTotpStep,
} from "./queries";

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const WRONG_CODE_OR_PASSWORD = "That password or code is not right.";
export const ALREADY_ENROLLED =
  "Two-step verification is already on. Turn it off first to move it to another app.";
export const NO_ENROLMENT = "Start setting up two-step verification again: that set-up is no longer waiting.";
export const NOT_ENROLLED = "Two-step verification is not on for this account.";
export const NOTHING_PENDING = "Your sign-in expired. Please sign in again.";

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many wrong codes. Two-step verification is locked for ${minutes} more minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * Counts one second-factor attempt before it is checked (so parallel guesses cannot all slip under the
 * limit), or refuses while the account's attempts are locked.
 */
async function reserveAttempt(db: ServiceDeps["db"], userId: number, now: Date) {
  const reserved = await reserveSecondFactorAttempt(
    db,
    userId,
    now,
    SECOND_FACTOR_MAX_FAILURES,
    SECOND_FACTOR_LOCK_MS,
  );
  if (reserved) return reserved;
  const until = (await findSecondFactorLock(db, userId)) ?? new Date(now.getTime() + SECOND_FACTOR_LOCK_MS);
  throw new AppError("TOO_MANY_REQUESTS", lockedMessage(until, now));
}

/** The stored form of a recovery code: sha256 of its letters alone (case, spaces and dashes ignored). */
export function hashRecoveryCode(code: string): string {
  const letters = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(letters, "utf8").digest("hex");
}

/** Ten codes of ten base32 letters ('abcde-fghij'): 50 random bits each, hashed with plain sha256. */
function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** The RFC 6238 time step a 6-digit code was made for, or null when it matches none in the window. */
async function totpStep(
  secret: string,
  code: string,
  now: Date,
  after: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  } as const);
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Checks a code (6 digits: the authenticator app; anything else: a recovery code) for `userId`, counted
 * against the lockout across processes. A right code is taken at once (its time step, or the recovery
 * code's row), so it cannot be used again; returns the method it proved. Throws on a wrong one.
 */
async function checkCode(
  { db, now: clock }: ServiceDeps,
  userId: number,
  rawCode: string,
  { allowRecovery }: { allowRecovery: boolean },
): Promise<SecondFactorMethod> {
  const now = clock();
  const reserved = await reserveAttempt(db, userId, now);
  const wrong = () => {
    if (reserved.lockedUntil)
      throw new AppError("TOO_MANY_REQUESTS", lockedMessage(reserved.lockedUntil, now));
    return new AppError("UNAUTHORIZED", WRONG_CODE);
  };
  const code = rawCode.replace(/\s/g, "");
  let method: SecondFactorMethod | null = null;
  if (/^\d{6}$/.test(code)) {
    const factor = await findTotpFactor(db, userId);
    if (factor?.confirmedAt) {
      const step = await totpStep(factor.secret, code, now, factor.lastUsedStep);
      if (step !== null && (await takeTotpStep(db, userId, step))) method = "totp";
    }
  } else if (allowRecovery && (await takeRecoveryCode(db, userId, hashRecoveryCode(code)))) {
    method = "recovery_code";
  }
  if (method === null) throw wrong();
  await clearSecondFactorFailures(db, userId);
  return method;
}

async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/**
 * Who is setting up an app: the signed-in caller, or a sign-in waiting for the enrolment the policy
 * requires (and only then: a pending sign-in with a factor proves it instead).
 */
async function enrollingUser(deps: ServiceDeps, caller: Visitor, user: SessionUser | null) {
  if (user) return { userId: user.id, pending: null };
  const pending = pendingSignIn(deps, caller);
  if ((await secondFactorRequirement(deps, pending.userId, { satisfiedByProvider: false })) !== "enrol") {
    throw new AppError("FORBIDDEN", ENROLMENT_NOT_DUE);
  }
  return { userId: pending.userId, pending };
}

/** The settings section: whether the app is on, how many recovery codes are left, and whether it is required. */
export async function getTwoFactorStatus(deps: ServiceDeps, caller: SessionUser): Promise<TwoFactorStatus> {
  const factor = await findTotpFactor(deps.db, caller.id);
  const enabled = Boolean(factor?.confirmedAt);
  const policy = await effectiveSecondFactorPolicy(deps);
  return {
    totp: { enabled, confirmedAt: factor?.confirmedAt?.toISOString() ?? null },
    recoveryCodesLeft: enabled ? await countRecoveryCodes(deps.db, caller.id) : 0,
    required: policy === "everyone" || (policy === "admins" && caller.role !== "user"),
  };
}

/** The second step still due in this session (the login screen's second page), or null. */
export async function getPendingSecondFactor(deps: ServiceDeps, caller: Visitor) {
  const pending = caller.session.pendingSecondFactor();
  if (!pending || deps.now().getTime() - pending.since < 0) return null;
  const methods = await findSecondFactorMethods(deps.db, pending.userId);
  if (methods.length > 0) return { status: "second_factor" as const, methods };
  return { status: "enrol" as const, methods: [...enrollableSecondFactorMethods] };
}

/**
 * Starts setting up an authenticator app: a new secret, waiting for its first code. Starting again
 * replaces a secret still waiting; an app already confirmed stays until it is turned off.
 */
export async function startTotpEnrolment(
  deps: ServiceDeps,
  caller: Visitor,
  user: SessionUser | null,
): Promise<TotpEnrolment> {
  const { userId } = await enrollingUser(deps, caller, user);
  const account = await findAccountSecrets(deps.db, userId);
  if (!account) throw new AppError("UNAUTHORIZED", NOTHING_PENDING);
  const secret = generateSecret();
  if (!(await storePendingTotp(deps.db, userId, secret, deps.now()))) {
    throw new AppError("CONFLICT", ALREADY_ENROLLED);
  }
  const uri = generateURI({ issuer: deps.config.mail.productName, label: account.email, secret });
  return { secret: secret.replace(/(.{4})(?=.)/g, "$1 "), uri, qrCode: await qrCodeOf(uri) };
}

/**
 * Confirms the app with its first code: on, with 10 new recovery codes (shown once) and the security
 * e-mail, in one transaction. A sign-in waiting for this enrolment is then signed in.
 */
export async function confirmTotpEnrolment(
  deps: ServiceDeps,
  caller: Visitor,
  user: SessionUser | null,
  input: TotpCodeInput & { code: string },
): Promise<{ recoveryCodes: string[]; signedIn: boolean }> {
  const { db, config } = deps;
  const { userId, pending } = await enrollingUser(deps, caller, user);
  const now = deps.now();
  const reserved = await reserveAttempt(db, userId, now);
  const factor = await findTotpFactor(db, userId);
  if (!factor) throw new AppError("CONFLICT", NO_ENROLMENT);
  if (factor.confirmedAt) throw new AppError("CONFLICT", ALREADY_ENROLLED);
  const step = await totpStep(factor.secret, input.code, now, null);
  if (step === null) {
    if (reserved.lockedUntil)
      throw new AppError("TOO_MANY_REQUESTS", lockedMessage(reserved.lockedUntil, now));
    throw new AppError("UNAUTHORIZED", WRONG_CODE);
  }
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await confirmTotp(trx, userId, factor.secret, step, now))) {
      throw new AppError("CONFLICT", NO_ENROLMENT);
    }
    await replaceRecoveryCodes(trx, userId, recoveryCodes.map(hashRecoveryCode), now);
    await clearSecondFactorFailures(trx, userId);
    await enqueueSecurityAlert(trx, config, {
      userId,
      event: { kind: "second_factor_added", method: "an authenticator app" },
      at: now,
      origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
    });
  });
  if (pending) await completeSignIn(deps, caller, userId, pending.via ?? "password", "enrolled");
  return { recoveryCodes, signedIn: pending !== null };
}

/** The sign-in's second step: a code from the app, or a recovery code (used up), then signed in. */
export async function verifySecondFactor(
  deps: ServiceDeps,
  caller: Visitor,
  input: SecondFactorCodeInput,
): Promise<{ user: PublicUser }> {
  const pending = pendingSignIn(deps, caller);
  const method = await checkCode(deps, pending.userId, input.code, { allowRecovery: true });
  return { user: await completeSignIn(deps, caller, pending.userId, pending.via ?? "password", method) };
}

/** New recovery codes (the old ones stop working), for a current code from the app. */
export async function regenerateRecoveryCodes(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: TotpCodeInput & { code: string },
): Promise<{ recoveryCodes: string[] }> {
  const { db, config } = deps;
  const userId = caller.user.id;
  const factor = await findTotpFactor(db, userId);
  if (!factor?.confirmedAt) throw new AppError("CONFLICT", NOT_ENROLLED);
  await checkCode(deps, userId, input.code, { allowRecovery: false });
  const now = deps.now();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, userId, recoveryCodes.map(hashRecoveryCode), now);
    await enqueueSecurityAlert(trx, config, {
      userId,
      event: { kind: "recovery_codes_regenerated" },
      at: now,
      origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
    });
  });
  return { recoveryCodes };
}

/** Removes the authenticator app and its recovery codes, with the security e-mail, in one transaction. */
async function removeTotp(deps: ServiceDeps, userId: number, event: SecurityEvent, origin: Visitor) {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const removed = await deleteTotpFactor(trx, userId);
    if (removed) {
      await enqueueSecurityAlert(trx, deps.config, {
        userId,
        event,
        at: now,
        origin: { userAgent: origin.userAgent ?? null, ip: origin.ip },
      });
    }
    return removed;
  });
}

/** Turns the app off, for the account's password or a current code (an app code or a recovery code). */
export async function disableTotp(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: DisableTotpInput,
): Promise<{ success: true }> {
  const { db } = deps;
  const userId = caller.user.id;
  const factor = await findTotpFactor(db, userId);
  if (!factor?.confirmedAt) throw new AppError("CONFLICT", NOT_ENROLLED);
  if (input.code) {
    await checkCode(deps, userId, input.code, { allowRecovery: true });
  } else {
    const now = deps.now();
    const reserved = await reserveAttempt(db, userId, now);
    const account = await findAccountSecrets(db, userId);
    if (!account || !(await verifyPassword(account.password, input.password ?? ""))) {
      if (reserved.lockedUntil)
        throw new AppError("TOO_MANY_REQUESTS", lockedMessage(reserved.lockedUntil, now));
      throw new AppError("UNAUTHORIZED", WRONG_CODE_OR_PASSWORD);
    }
  }
  await removeTotp(deps, userId, { kind: "second_factor_removed", method: "an authenticator app" }, caller);
  return { success: true };
}

export { removeTotp };
