import { z } from "zod";
import { SIGN_UP_DOMAINS_ONLY, SIGN_UP_INVITE_ONLY } from "./organisation";

/** What the login screen offers besides the password form. */
export const ZSignInOptions = z.object({
  /** True when the server is configured for single sign-on (the 'Sign in with SSO' button). */
  sso: z.boolean(),
});
export type SignInOptions = z.infer<typeof ZSignInOptions>;

/** The sign-in's second step (a code, or the enrolment the policy requires); single sign-on lands here too. */
export const SECOND_STEP_PATH = "/two-step";

/** The query parameter of /login that names why a single sign-on attempt failed. */
export const SSO_ERROR_PARAM = "sso_error";

/**
 * Why a single sign-on attempt failed, as the sign-in callback reports it to /login. The page shows
 * the fixed sentence, never text from the provider.
 */
export const SSO_ERROR_MESSAGES = {
  expired: "Your single sign-on attempt expired or was started in another tab. Please try again.",
  cancelled: "Single sign-on was cancelled or refused by your identity provider.",
  failed: "Single sign-on could not be completed. Please try again.",
  unavailable:
    "Single sign-on is not available right now. Please try again later or sign in with your password.",
  email:
    "Your identity provider did not confirm an email address for your account, so we cannot sign you in with it.",
  domain: "Accounts from your email domain cannot sign in here. Please contact your administrator.",
  inactive: "This account has been deactivated. Please contact your administrator.",
  replayed: "This sign-in response was already used. Please sign in again.",
  // The organisation's sign-up policy refused a new account (an existing one signs in whatever it says).
  signup_domains: SIGN_UP_DOMAINS_ONLY,
  signup_invite_only: SIGN_UP_INVITE_ONLY,
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

/** The sentence for an `sso_error` value, or null when the value is not one we send. */
export function ssoErrorMessage(code: string | null): string | null {
  return code !== null && Object.hasOwn(SSO_ERROR_MESSAGES, code)
    ? SSO_ERROR_MESSAGES[code as SsoErrorCode]
    : null;
}
