import { AppError } from "../../lib/app-error";
import { emailDomain, SIGN_UP_DOMAINS_ONLY, SIGN_UP_INVITE_ONLY } from "../../schemas/organisation";
import type { ServiceDeps } from "../deps";
import { readOrganisationSettings } from "./cache";

/** Why the policy refuses a new account: the policy that did, or null when it may be created. */
export type SignUpRefusal = "domains" | "invite_only";

const REFUSAL_MESSAGES: Record<SignUpRefusal, string> = {
  domains: SIGN_UP_DOMAINS_ONLY,
  invite_only: SIGN_UP_INVITE_ONLY,
};

/**
 * Whether the sign-up policy lets an account be created for this address. Domains match exactly on the
 * part after the last '@', case-insensitively: `sub.example.com` is not `example.com`.
 */
export async function signUpRefusal({ db, now }: ServiceDeps, email: string): Promise<SignUpRefusal | null> {
  const settings = await readOrganisationSettings(db, now());
  switch (settings.signUpPolicy) {
    case "open":
      return null;
    case "invite_only":
      return "invite_only";
    case "domains":
      return settings.signUpDomains.includes(emailDomain(email)) ? null : "domains";
  }
}

/** Refuses (403) an account the sign-up policy does not allow, naming the rule but never the domains. */
export async function assertSignUpAllowed(deps: ServiceDeps, email: string): Promise<void> {
  const refusal = await signUpRefusal(deps, email);
  if (refusal !== null) throw new AppError("FORBIDDEN", REFUSAL_MESSAGES[refusal]);
}
