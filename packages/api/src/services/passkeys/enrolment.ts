import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { AppError } from "../../lib/app-error";
import type { RegisterPasskeyInput } from "../../schemas/passkeys";
import type { PendingSecondFactor } from "../../schemas/two-factor";
import type { PublicUser } from "../../schemas/users";
import {
  completeSignIn,
  ENROLMENT_NOT_DUE,
  pendingSignIn,
  secondFactorRequirement,
  SECOND_STEP_EXPIRED,
} from "../auth/sign-in";
import type { ServiceDeps, Visitor } from "../deps";
import { findSessionUser } from "../users/session-user";
import { registerPasskeyFor, registrationOptionsFor, type Registrant } from "./passkeys";

/**
 * The person of a sign-in waiting for the enrolment the policy requires, as a registrant. Their
 * challenge is bound to the account and to this pending sign-in (the moment its first step was
 * accepted), as a second step's is: a challenge of another sign-in, or of a signed-in session, does not fit.
 */
async function enrollingRegistrant(
  deps: ServiceDeps,
  caller: Visitor,
): Promise<Registrant & { pending: PendingSecondFactor }> {
  const pending = pendingSignIn(deps, caller);
  if ((await secondFactorRequirement(deps, pending.userId, { satisfiedByProvider: false })) !== "enrol") {
    throw new AppError("FORBIDDEN", ENROLMENT_NOT_DUE);
  }
  const user = await findSessionUser(deps.db, pending.userId);
  if (!user) throw new AppError("UNAUTHORIZED", SECOND_STEP_EXPIRED);
  return {
    pending,
    user,
    binding: { purpose: "register", userId: pending.userId, sessionKey: `pending:${pending.since}` },
    origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
  };
}

/** 'Register a passkey instead' on the enrolment screen: options for `navigator.credentials.create`. */
export async function enrolmentPasskeyOptions(
  deps: ServiceDeps,
  caller: Visitor,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return registrationOptionsFor(deps, await enrollingRegistrant(deps, caller));
}

/**
 * Stores the pending person's new passkey (with the 'passkey added' e-mail) and finishes their sign-in
 * with it as the second factor.
 */
export async function enrolWithPasskey(
  deps: ServiceDeps,
  caller: Visitor,
  input: RegisterPasskeyInput,
): Promise<{ user: PublicUser }> {
  const registrant = await enrollingRegistrant(deps, caller);
  await registerPasskeyFor(deps, registrant, input);
  const { pending } = registrant;
  return { user: await completeSignIn(deps, caller, pending.userId, pending.via ?? "password", "passkey") };
}
