import { z } from "zod";
import { isAdminRole, type Role } from "./domain";
import { ZPublicUser } from "./users";

/**
 * The ways a pending sign-in can prove its second step. Each method adds itself here (passkeys add
 * "passkey"): the login screen offers what the account has.
 */
export const secondFactorMethods = ["totp", "recovery_code", "passkey"] as const;
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
export const enrollableSecondFactorMethods = [
  "totp",
  "passkey",
] as const satisfies readonly SecondFactorMethod[];

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

/** How many single-use recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes in a row before the second step locks, and for how long. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_LOCK_MS = 15 * 60_000;

/** A 6-digit authenticator code or a recovery code ('abcde-fghij'); spaces are ignored. */
export const ZSecondFactorCode = z
  .string()
  .trim()
  .min(1, "Enter the code from your authenticator app or a recovery code")
  .max(32, "That code is too long: enter the 6-digit code or a recovery code");

export const ZTotpCodeInput = z.object({
  code: z
    .string()
    .trim()
    .max(16, "Enter the 6-digit code from your authenticator app")
    .transform((code) => code.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});
export type TotpCodeInput = z.input<typeof ZTotpCodeInput>;

export const ZSecondFactorCodeInput = z.object({ code: ZSecondFactorCode });
export type SecondFactorCodeInput = z.input<typeof ZSecondFactorCodeInput>;

/** Turning two-step verification off: the account's password or a current code. */
export const ZDisableTotpInput = z
  .object({
    password: z.string().max(200).optional(),
    code: ZSecondFactorCode.optional(),
  })
  .refine((input) => Boolean(input.password) || Boolean(input.code), {
    message: "Enter your password or a code from your authenticator app",
    path: ["password"],
  });
export type DisableTotpInput = z.input<typeof ZDisableTotpInput>;

/** The sign-in step still to do in this session, or null when none is pending. */
export const ZPendingSecondFactor = z
  .object({
    status: z.enum(["second_factor", "enrol"]),
    methods: z.array(ZSecondFactorMethod),
  })
  .nullable();

/** What a new enrolment shows once: the secret as a QR code (an inline SVG) and as text. */
export const ZTotpEnrolment = z.object({
  /** Base32, grouped by four for typing. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** data:image/svg+xml;base64 of the QR code, rendered on the server. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof ZTotpEnrolment>;

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** Enrolment confirmed: the recovery codes (shown once) and whether this also finished a sign-in. */
export const ZTotpConfirmed = ZRecoveryCodes.extend({ signedIn: z.boolean() });

/** The settings section's state. */
export const ZTwoFactorStatus = z.object({
  totp: z.object({ enabled: z.boolean(), confirmedAt: z.string().nullable() }),
  recoveryCodesLeft: z.number().int(),
  /** True when the organisation's policy requires this person to keep a second factor. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const OWN_SECOND_FACTOR_UNRESETTABLE =
  "You can't reset your own second factor. Turn it off in your settings, or ask another admin.";
export const ADMIN_SECOND_FACTOR_NEEDS_SUPER_ADMIN = "Only a super admin can reset an admin's second factor.";
export const NO_SECOND_FACTOR_TO_RESET = "This person has no two-step verification to reset.";
/** An admin's reset: whether there was a second factor to remove. */
export const ZSecondFactorReset = z.object({ reset: z.boolean() });

/** Whether `caller` may reset `target`'s second factor: never their own, and an admin's only by a super admin. */
export function secondFactorResetRefusal(
  caller: { id: number; role: Role },
  target: { id: number; role: Role },
): string | null {
  if (caller.id === target.id) return OWN_SECOND_FACTOR_UNRESETTABLE;
  if (isAdminRole(target.role) && caller.role !== "super_admin") return ADMIN_SECOND_FACTOR_NEEDS_SUPER_ADMIN;
  return null;
}
