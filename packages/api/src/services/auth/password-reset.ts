import { appLink } from "../../lib/app-link";
import { hashPassword } from "@leadcoach/db";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token";
import { setTimeout as sleep } from "node:timers/promises";
import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_INVALID,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_REQUESTED,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from "../../schemas/auth";
import { insertAuditEvent } from "../audit/queries";
import type { ServiceDeps, Visitor } from "../deps";
import { enqueueEmail } from "../email/outbox";
import { enqueueSecurityAlert } from "../email/security-alert";
import { composeEmail, oneLine } from "../email/render";
import {
  consumeResetToken,
  deleteSessionsOf,
  endOpenResetTokens,
  findActiveAccountByEmail,
  insertResetToken,
  setPasswordHash,
} from "./queries";
import { assertPasswordAllowed } from "./password-policy";
import { reserveAttempt, type Window } from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Reset e-mails per address per hour: enough for a lost message, too few to flood an inbox. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 3;
/** Reset requests per client address per hour, whatever addresses they name. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 10;
/** Attempts to use a link per client address per hour. */
const RESET_USES_PER_IP_PER_HOUR = 20;
/**
 * Every reset request takes at least this long: whether an account exists changes the work done (a
 * row and an e-mail, or nothing), and the answer must not reveal it by its timing either.
 */
export const RESET_REQUEST_MIN_MS = 300;

const TOO_MANY_REQUESTS = "Too many password reset requests. Please wait an hour and try again.";
const TOO_MANY_USES = "Too many attempts. Please wait a while and try again.";

/** The web app's page that takes the token. */
export function resetLink(appUrl: string, token: string): string {
  return appLink(appUrl, `/reset-password?token=${token}`);
}

function composeResetEmail(config: ApiConfig, to: { email: string; name: string }, token: string) {
  const product = config.mail.productName;
  return composeEmail(config, {
    to: to.email,
    subject: `Reset your ${product} password`,
    kind: "password_reset",
    preheader: `Choose a new password for ${product}. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
    heading: "Reset your password",
    paragraphs: [
      `Hi ${oneLine(to.name)},`,
      `Someone (we hope you) asked to reset the password of your ${product} account. ` +
        `Open the link below to choose a new one. It works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
      "Setting a new password signs your account out on every device.",
    ],
    action: { label: "Choose a new password", url: resetLink(config.appUrl, token) },
    footnote:
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is unless " +
      "someone opens the link.",
  });
}

/**
 * 'Forgot password?': e-mails a single-use link to the account with this address, if there is one.
 * The answer, and its timing, are the same either way; requests are limited per client and address.
 */
export async function requestPasswordReset(
  { db, config, now: clock }: ServiceDeps,
  caller: Visitor,
  input: ForgotPasswordInput,
): Promise<{ message: string }> {
  const started = performance.now();
  try {
    const now = clock();
    const email = input.email.toLowerCase();
    const windows = [
      [{ key: `reset-request:ip:${caller.ip}`, windowMs: HOUR }, RESET_REQUESTS_PER_IP_PER_HOUR],
      [{ key: `reset-request:email:${email}`, windowMs: HOUR }, RESET_REQUESTS_PER_ADDRESS_PER_HOUR],
    ] as const satisfies readonly (readonly [Window, number])[];
    // Counted for unknown addresses too, so the limit itself says nothing about which exist.
    if (!(await reserveAttempt(db, windows, now))) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS);

    const account = await findActiveAccountByEmail(db, email);
    if (account) {
      const { token, tokenHash } = newSecretToken();
      const message = composeResetEmail(config, account, token);
      // The link and its e-mail exist together or not at all.
      await db.transaction().execute(async (trx) => {
        await insertResetToken(trx, {
          userId: account.id,
          tokenHash,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * MINUTE),
          createdAt: now,
          requestedIp: caller.ip.slice(0, 64),
        });
        await enqueueEmail(trx, { ...message, sendAfter: now });
      });
    }
    return { message: PASSWORD_RESET_REQUESTED };
  } finally {
    const left = RESET_REQUEST_MIN_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/**
 * Sets a new password through a link: the link must be unused and unexpired. Using it ends the
 * account's other links and every session (each device is signed out, this browser too); the person
 * then signs in with the new password.
 */
export async function resetPassword(
  { db, config, now: clock }: ServiceDeps,
  caller: Visitor,
  input: ResetPasswordInput,
): Promise<{ message: string }> {
  const now = clock();
  const window: Window = { key: `reset-use:ip:${caller.ip}`, windowMs: HOUR };
  if (!(await reserveAttempt(db, [[window, RESET_USES_PER_IP_PER_HOUR]], now))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_USES);
  }
  // Hashed before the transaction: Argon2id is slow and holds no lock meanwhile.
  const password = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const account = await consumeResetToken(trx, hashSecretToken(input.token), now);
    if (account === null) throw new AppError("BAD_REQUEST", PASSWORD_RESET_INVALID);
    // A refusal rolls the transaction back: the link still works for a better password.
    assertPasswordAllowed(input.password, account);
    const userId = account.userId;
    await setPasswordHash(trx, userId, password);
    await endOpenResetTokens(trx, userId, now);
    await deleteSessionsOf(trx, userId);
    await insertAuditEvent(trx, {
      action: "auth.password_reset",
      actor: { userId },
      subject: { type: "user", id: userId },
      ip: caller.ip,
      at: now,
    });
    await enqueueSecurityAlert(trx, config, {
      userId,
      event: { kind: "password_changed" },
      at: now,
      origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
    });
  });
  await caller.session.signOut();
  return { message: PASSWORD_RESET_DONE };
}
