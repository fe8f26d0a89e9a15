import { z } from "zod";
import { signUpPolicies } from "./domain";
import { ZSecondFactorPolicy } from "./two-factor";

/** The most domains the `domains` policy lists: enough for a group of companies, few enough to read. */
export const MAX_SIGN_UP_DOMAINS = 50;
/** A DNS name is at most 253 characters. */
const MAX_DOMAIN_LENGTH = 253;
/** Audit events are kept this many days unless a super admin sets another number. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
export const MIN_AUDIT_RETENTION_DAYS = 30;
export const MAX_AUDIT_RETENTION_DAYS = 3650;
/** The organisation's name as reports print it (the column's CHECK says the same). */
export const MAX_ORGANISATION_NAME_LENGTH = 200;

/** What sign-up answers (403) under each restricting policy; the domains are never named. */
export const SIGN_UP_DOMAINS_ONLY = "Sign-up is limited to your organisation's e-mail addresses.";
export const SIGN_UP_INVITE_ONLY = "Sign-up is by invitation only";

export const signUpPolicyLabels = {
  open: "Open: anyone can sign up",
  domains: "Only e-mail addresses of these domains",
  invite_only: "By invitation only",
} as const satisfies Record<(typeof signUpPolicies)[number], string>;

/**
 * A domain name as the part after an address's last '@' must equal it: labels of letters, digits and
 * inner hyphens, a top-level label of letters (or punycode), lower-cased. No wildcard: a subdomain is
 * another domain and must be listed itself.
 */
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const ZDomain = z
  .string()
  .trim()
  .max(MAX_DOMAIN_LENGTH, `A domain is at most ${MAX_DOMAIN_LENGTH} characters`)
  .toLowerCase()
  .regex(DOMAIN_PATTERN, "Enter domain names such as example.com");

/** The domain of an address, as policies compare it: after the last '@', lower-cased. */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

export const ZSignUpPolicy = z.enum(signUpPolicies);

export const ZOrganisationSettings = z.object({
  name: z.string(),
  signUpPolicy: ZSignUpPolicy,
  signUpDomains: z.array(z.string()),
  auditRetentionDays: z.number().int(),
  /** Who must have a second factor; null: the server's default, `secondFactorDefault`. */
  secondFactorPolicy: ZSecondFactorPolicy.nullable(),
  /** What null means on this server (admins in production unless SECOND_FACTOR_DEFAULT_POLICY says). */
  secondFactorDefault: ZSecondFactorPolicy,
  updatedAt: z.string(),
});
export type OrganisationSettings = z.infer<typeof ZOrganisationSettings>;

export const ZUpdateOrganisationSettingsInput = z
  .object({
    /** Left out, the stored name stays (clients older than the field keep working). */
    name: z
      .string()
      .trim()
      .max(
        MAX_ORGANISATION_NAME_LENGTH,
        `An organisation name is at most ${MAX_ORGANISATION_NAME_LENGTH} characters`,
      )
      .optional(),
    signUpPolicy: ZSignUpPolicy,
    signUpDomains: z
      .array(ZDomain)
      .max(MAX_SIGN_UP_DOMAINS, `List at most ${MAX_SIGN_UP_DOMAINS} domains`)
      .transform((domains) => [...new Set(domains)]),
    auditRetentionDays: z
      .number()
      .int()
      .min(MIN_AUDIT_RETENTION_DAYS, `Keep audit events at least ${MIN_AUDIT_RETENTION_DAYS} days`)
      .max(MAX_AUDIT_RETENTION_DAYS, `Keep audit events at most ${MAX_AUDIT_RETENTION_DAYS} days`),
    /** Who must have a second factor; null: the server's default; left out, the stored choice stays. */
    secondFactorPolicy: ZSecondFactorPolicy.nullable().optional(),
  })
  .refine((input) => input.signUpPolicy !== "domains" || input.signUpDomains.length > 0, {
    path: ["signUpDomains"],
    message: "List at least one domain",
  });
export type UpdateOrganisationSettingsInput = z.output<typeof ZUpdateOrganisationSettingsInput>;

/** What a visitor may know before signing up: the kind of policy, never the domain list. */
export const ZPublicSignUpPolicy = z.object({ signUpPolicy: ZSignUpPolicy });
export type PublicSignUpPolicy = z.infer<typeof ZPublicSignUpPolicy>;
