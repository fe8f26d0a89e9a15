import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { DB, WebauthnChallengePurpose } from "@leadcoach/db";
import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import {
  PASSKEY_CHALLENGE_INVALID,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NOT_YOURS,
  PASSKEY_UNKNOWN,
  PASSKEY_VERIFICATION_FAILED,
  type PasskeyAuthenticationResponse,
} from "../../schemas/passkeys";
import {
  deleteExpiredChallenges,
  findPasskeyByCredentialId,
  insertChallenge,
  recordPasskeyUse,
  takeChallenge,
} from "./queries";

/** The relying party is the app's public origin (APP_URL): its host is the RP ID passkeys are bound to. */
export function relyingParty(config: ApiConfig): { id: string; origin: string; name: string } {
  const url = new URL(config.appUrl);
  return { id: url.hostname, origin: url.origin, name: config.mail.productName };
}

/** Who a challenge is for: its purpose, the account (none for a sign-in) and the session that asked. */
export interface ChallengeBinding {
  purpose: WebauthnChallengePurpose;
  userId: number | null;
  sessionKey: string | null;
}

export async function storeChallenge(db: DB, challenge: string, binding: ChallengeBinding, now: Date) {
  await deleteExpiredChallenges(db, now);
  await insertChallenge(db, {
    challenge,
    ...binding,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/**
 * Takes the challenge the browser's answer signed (deleting it, so it serves once) and answers it when it
 * was issued by this server, for this binding, and is still live; refuses otherwise.
 */
export async function takeAnsweredChallenge(
  db: DB,
  clientDataJSON: string,
  binding: ChallengeBinding,
  now: Date,
): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new AppError("BAD_REQUEST", PASSKEY_VERIFICATION_FAILED);
  }
  if (typeof challenge !== "string" || !(await takeChallenge(db, challenge, { ...binding, now }))) {
    throw new AppError("UNAUTHORIZED", PASSKEY_CHALLENGE_INVALID);
  }
  return challenge;
}

/** Options for `navigator.credentials.get`, user verification required; `allow` limits the passkeys. */
export async function assertionOptions(
  db: DB,
  config: ApiConfig,
  binding: ChallengeBinding,
  now: Date,
  allow?: readonly { credentialId: string; transports: string[] }[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    ...(allow
      ? {
          allowCredentials: allow.map((c) => ({
            id: c.credentialId,
            transports: c.transports,
          })),
        }
      : {}),
  });
  await storeChallenge(db, options.challenge, binding, now);
  return options;
}

/**
 * Verifies an assertion and records the passkey's use; answers whose passkey it is. The challenge is
 * taken first (single use), then the passkey is looked up (one removed meanwhile is refused cleanly),
 * then origin, RP ID, signature, user verification and counter are checked, and finally the counter
 * moves forward by a conditional update: nothing is written unless every check passed.
 */
export async function verifyAssertion(
  db: DB,
  config: ApiConfig,
  response: PasskeyAuthenticationResponse,
  binding: ChallengeBinding,
  now: Date,
): Promise<{ userId: number; passkeyId: number }> {
  const challenge = await takeAnsweredChallenge(db, response.response.clientDataJSON, binding, now);
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) throw new AppError("UNAUTHORIZED", PASSKEY_UNKNOWN);
  // A second step accepts only the pending account's own passkeys; nothing is written for another's.
  if (binding.userId !== null && passkey.userId !== binding.userId) {
    throw new AppError("FORBIDDEN", PASSKEY_NOT_YOURS);
  }
  const rp = relyingParty(config);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    if (!result.verified) throw new Error("not verified");
    newCounter = result.authenticationInfo.newCounter;
  } catch (cause) {
    throw new AppError("UNAUTHORIZED", PASSKEY_VERIFICATION_FAILED, { cause });
  }
  if (!(await recordPasskeyUse(db, passkey.id, passkey.counter, newCounter, now))) {
    // Removed from another tab meanwhile, or another use of it moved the counter first.
    const still = await findPasskeyByCredentialId(db, response.id);
    throw new AppError("UNAUTHORIZED", still ? PASSKEY_VERIFICATION_FAILED : PASSKEY_UNKNOWN);
  }
  return { userId: passkey.userId, passkeyId: passkey.id };
}
