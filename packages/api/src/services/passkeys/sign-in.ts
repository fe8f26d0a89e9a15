import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { AppError } from "../../lib/app-error";
import type { PasskeyAssertionInput } from "../../schemas/passkeys";
import type { PublicUser } from "../../schemas/users";
import { insertActivityEvent } from "../activity/queries";
import { setLastLoginAt } from "../auth/queries";
import type { ServiceDeps, Visitor } from "../deps";
import { findSessionUser } from "../users/session-user";
import { assertionOptions, verifyAssertion, type ChallengeBinding } from "./ceremony";

const ACCOUNT_INACTIVE = "This account is deactivated. Ask your administrator to reactivate it.";

function signInBinding(caller: Visitor): ChallengeBinding {
  return { purpose: "sign_in", userId: null, sessionKey: caller.session.sidHash() };
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
 * is two factors in itself and no second step follows.
 */
export async function signInWithPasskey(
  deps: ServiceDeps,
  caller: Visitor,
  input: PasskeyAssertionInput,
): Promise<{ user: PublicUser }> {
  const { db, config, now: clock } = deps;
  const now = clock();
  const { userId } = await verifyAssertion(db, config, input.response, signInBinding(caller), now);
  const user = await findSessionUser(db, userId);
  if (!user?.isActive) throw new AppError("UNAUTHORIZED", ACCOUNT_INACTIVE);
  await completePasskeySignIn(deps, caller, userId);
  return { user: { ...user, lastLoginAt: now.toISOString() } };
}

/** The sign-in's last steps, as every way in takes them. */
async function completePasskeySignIn({ db, now: clock }: ServiceDeps, caller: Visitor, userId: number) {
  const now = clock();
  await caller.session.signIn(userId);
  await setLastLoginAt(db, userId, now);
  await insertActivityEvent(db, {
    userId,
    type: "sign_in",
    subject: "Signed in",
    detail: { method: "passkey" },
    at: now,
  });
}
