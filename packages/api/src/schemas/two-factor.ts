import { z } from "zod";
import { secondFactorPolicies } from "./domain";
import { ZPublicUser } from "./users";

/**
 * The ways a pending sign-in can prove its second step. Each method adds itself here (passkeys add
 * "passkey"): the login screen offers what the account has.
 */
export const secondFactorMethods = ["totp", "recovery_code"] as const;
export const ZSecondFactorMethod = z.enum(secondFactorMethods);
export type SecondFactorMethod = z.infer<typeof ZSecondFactorMethod>;

/** How the first step of a sign-in proved who the person is. */
export const signInVias = ["password", "sso", "saml", "passkey"] as const;
export type SignInVia = (typeof signInVias)[number];

/** What the session keeps while a sign-in waits for its second step. */
export interface PendingSecondFactor {
  userId: number;
  /** When the first step was accepted (ms). */
  since: number;
  /** The first step's way in ("password" when left out). */
  via?: SignInVia;
}

/** The methods a person under the policy may enrol at sign-in. */
export const enrollableSecondFactorMethods = ["totp"] as const satisfies readonly SecondFactorMethod[];

export const ZSecondFactorPolicy = z.enum(secondFactorPolicies);
export type SecondFactorPolicyValue = z.infer<typeof ZSecondFactorPolicy>;

/** How the second-factor policy reads on the settings screen. */
export const SECOND_FACTOR_POLICY_LABELS = {
  nobody: "Nobody (optional for everyone)",
  admins: "Admins and super admins",
  everyone: "Everyone",
} as const satisfies Record<SecondFactorPolicyValue, string>;

/** The sign-in's second step (a code, or the enrolment the policy requires); single sign-on lands here too. */
export const SECOND_STEP_PATH = "/two-step";

/** A second step is pending for this long after the password (or single sign-on) was accepted. */
export const SECOND_FACTOR_PENDING_MS = 10 * 60_000;

/**
 * What a password (or single sign-on) sign-in answers. `signed_in` keeps the documented `{ user }`;
 * `second_factor` asks for a code (or another method) before the session is signed in; `enrol` means the
 * organisation requires a second factor the account does not have yet: it must enrol one first.
 */
export const ZLoginResult = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signed_in"), user: ZPublicUser }),
  z.object({ status: z.literal("second_factor"), methods: z.array(ZSecondFactorMethod) }),
  z.object({ status: z.literal("enrol"), methods: z.array(ZSecondFactorMethod) }),
]);
export type LoginResult = z.infer<typeof ZLoginResult>;
