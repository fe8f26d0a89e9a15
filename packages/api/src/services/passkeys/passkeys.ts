import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import {
  MAX_PASSKEYS,
  PASSKEY_ALREADY_REGISTERED,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NOT_FOUND,
  PASSKEY_TOO_MANY,
  PASSKEY_VERIFICATION_FAILED,
  type PasskeyInfo,
  type RegisterPasskeyInput,
  type RemovePasskeyInput,
  type RenamePasskeyInput,
} from "../../schemas/passkeys";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { enqueueSecurityAlert } from "../email/security-alert";
import { relyingParty, storeChallenge, takeAnsweredChallenge, type ChallengeBinding } from "./ceremony";
import {
  countPasskeysOf,
  deletePasskeyOf,
  findCredentialsOf,
  findPasskeysOf,
  insertPasskey,
  renamePasskeyOf,
} from "./queries";

function toInfo(row: {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}): PasskeyInfo {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/**
 * Who is adding a passkey and where its challenge is bound: the signed-in caller in their session, or a
 * sign-in waiting for the enrolment the policy requires (bound to that pending sign-in, see enrolment.ts).
 */
export interface Registrant {
  user: { id: number; email: string; name: string };
  binding: ChallengeBinding;
  origin: { userAgent: string | null; ip: string };
}

function signedInRegistrant(caller: SignedInVisitor): Registrant {
  return {
    user: caller.user,
    binding: { purpose: "register", userId: caller.user.id, sessionKey: caller.session.sidHash() },
    origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
  };
}

/** The caller's passkeys, oldest first. */
export async function listPasskeys({ db }: ServiceDeps, caller: SignedInVisitor): Promise<PasskeyInfo[]> {
  return (await findPasskeysOf(db, caller.user.id)).map(toInfo);
}

/**
 * Options for `navigator.credentials.create`: a discoverable credential (so it can sign in without an
 * e-mail address) with user verification, no attestation, excluding the passkeys already registered.
 */
export function passkeyRegistrationOptions(
  deps: ServiceDeps,
  caller: SignedInVisitor,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return registrationOptionsFor(deps, signedInRegistrant(caller));
}

export async function registrationOptionsFor(
  { db, config, now }: ServiceDeps,
  registrant: Registrant,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user } = registrant;
  const existing = await findCredentialsOf(db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw new AppError("CONFLICT", PASSKEY_TOO_MANY);
  const rp = relyingParty(config);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(db, options.challenge, registrant.binding, now());
  return options;
}

/** Verifies the browser's new credential and stores it; the 'passkey added' e-mail goes with it. */
export function registerPasskey(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: RegisterPasskeyInput,
): Promise<PasskeyInfo> {
  return registerPasskeyFor(deps, signedInRegistrant(caller), input);
}

/**
 * Verifies the registrant's new credential against the challenge bound for them and stores it, with the
 * 'passkey added' e-mail in the same transaction.
 */
export async function registerPasskeyFor(
  { db, config, now: clock }: ServiceDeps,
  registrant: Registrant,
  input: RegisterPasskeyInput,
): Promise<PasskeyInfo> {
  const now = clock();
  const { binding, origin } = registrant;
  const userId = registrant.user.id;
  const challenge = await takeAnsweredChallenge(db, input.response.response.clientDataJSON, binding, now);
  const rp = relyingParty(config);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("not verified");
    info = result.registrationInfo;
  } catch (cause) {
    throw new AppError("BAD_REQUEST", PASSKEY_VERIFICATION_FAILED, { cause });
  }
  const registered = info;
  try {
    return await db.transaction().execute(async (trx) => {
      if ((await countPasskeysOf(trx, userId)) >= MAX_PASSKEYS) {
        throw new AppError("CONFLICT", PASSKEY_TOO_MANY);
      }
      const row = await insertPasskey(trx, {
        userId: userId,
        credentialId: registered.credential.id,
        publicKey: registered.credential.publicKey,
        counter: registered.credential.counter,
        transports: registered.credential.transports ?? [],
        name: input.name,
        aaguid: registered.aaguid,
        backedUp: registered.credentialBackedUp,
        at: now,
      });
      await enqueueSecurityAlert(trx, config, {
        userId: userId,
        event: { kind: "passkey_added", passkeyName: input.name },
        at: now,
        origin,
      });
      return toInfo(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "passkeys_credential_id_key")) {
      throw new AppError("CONFLICT", PASSKEY_ALREADY_REGISTERED);
    }
    throw error;
  }
}

export async function renamePasskey(
  { db }: ServiceDeps,
  caller: SignedInVisitor,
  input: RenamePasskeyInput,
): Promise<{ success: true }> {
  if (!(await renamePasskeyOf(db, caller.user.id, input.id, input.name))) {
    throw new AppError("NOT_FOUND", PASSKEY_NOT_FOUND);
  }
  return { success: true };
}

/** Removes one of the caller's passkeys; the 'passkey removed' e-mail goes in the same transaction. */
export async function removePasskey(
  { db, config, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: RemovePasskeyInput,
): Promise<{ success: true }> {
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const removed = await deletePasskeyOf(trx, caller.user.id, input.id);
    if (!removed) throw new AppError("NOT_FOUND", PASSKEY_NOT_FOUND);
    await enqueueSecurityAlert(trx, config, {
      userId: caller.user.id,
      event: { kind: "passkey_removed", passkeyName: removed.name },
      at: now,
      origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
    });
  });
  return { success: true };
}
