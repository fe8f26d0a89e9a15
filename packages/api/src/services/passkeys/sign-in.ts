import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { AppError } from "../../lib/app-error";
import { PASSKEY_NONE, type PasskeyAssertionInput } from "../../schemas/passkeys";
import type { PendingSecondFactor } from "../../schemas/two-factor";
import type { PublicUser } from "../../schemas/users";
import { completeSignIn, pendingSignIn } from "../auth/sign-in";
import type { ServiceDeps, Visitor } from "../deps";
import { findSessionUser } from "../users/session-user";
import { assertionOptions, verifyAssertion, type ChallengeBinding } from "./ceremony";
import { findCredentialsOf } from "./queries";

const ACCOUNT_INACTIVE = "This account is deactivated. Ask your administrator to reactivate it.";

function signInBinding(caller: Visitor): ChallengeBinding {
  return { purpose: "sign_in", userId: null, sessionKey: caller.session.sidHash() };
}

/**
 * A second step's challenge is bound to the pending account and to this pending sign-in (the moment its
 * first step was accepted, kept in the session): a challenge of another pending sign-in does not fit.
 */
function secondFactorBinding(pending: PendingSecondFactor): ChallengeBinding {
  return { purpose: "second_factor", userId: pending.userId, sessionKey: `pending:${pending.since}` };
}

/** 'Sign in with a passkey': options with no passkeys named, so the browser offers every one it holds for this site. */
export async function passkeySignInOptions(
  { db, config, now }: ServiceDeps,
  caller: Visitor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return assertionOptions(db, config, signInBinding(caller), now());
}

/**
 * Signs in whoever's passkey answered, without a password. User verification is required, so the passkey
 * is two factors in itself: no second step follows, whatever the second-factor policy.
 */
export async function signInWithPasskey(
  deps: ServiceDeps,
  caller: Visitor,
  input: PasskeyAssertionInput,
): Promise<{ user: PublicUser }> {
  const { db, config, now } = deps;
  const { userId } = await verifyAssertion(db, config, input.response, signInBinding(caller), now());
  if (!(await findSessionUser(db, userId))) throw new AppError("UNAUTHORIZED", ACCOUNT_INACTIVE);
  return { user: await completeSignIn(deps, caller, userId, "passkey") };
}

/** 'Use a passkey' at the sign-in's second step: options naming the pending account's passkeys only. */
export async function passkeySecondFactorOptions(
  deps: ServiceDeps,
  caller: Visitor,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const pending = pendingSignIn(deps, caller);
  const credentials = await findCredentialsOf(deps.db, pending.userId);
  if (credentials.length === 0) throw new AppError("NOT_FOUND", PASSKEY_NONE);
  return assertionOptions(deps.db, deps.config, secondFactorBinding(pending), deps.now(), credentials);
}

/** The second step with a passkey of the pending account (another account's passkey is refused). */
export async function verifyPasskeySecondFactor(
  deps: ServiceDeps,
  caller: Visitor,
  input: PasskeyAssertionInput,
): Promise<{ user: PublicUser }> {
  const pending = pendingSignIn(deps, caller);
  await verifyAssertion(deps.db, deps.config, input.response, secondFactorBinding(pending), deps.now());
  return {
    user: await completeSignIn(deps, caller, pending.userId, pending.via ?? "password", "passkey"),
  };
}
