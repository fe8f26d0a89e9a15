import { unusablePasswordHash } from "../../lib/secret-token";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import { ZEmail } from "../../schemas/auth";
import type { SsoErrorCode } from "../../schemas/sso";
import { insertAuditEvent } from "../audit/queries";
import { insertUser } from "../auth/queries";
import { afterFirstFactor } from "../auth/sign-in";
import type { LoginResult } from "../../schemas/two-factor";
import type { ServiceDeps, Visitor } from "../deps";
import { signUpRefusal, type SignUpRefusal } from "../organisation/sign-up-policy";
import { findUserByEmail, findUserBySsoIdentity, insertSsoIdentity, markSsoIdentityUsed } from "./queries";

/** What the identity provider said about the person, after the server checked its ID token or assertion. */
export interface SsoClaims {
  /** The provider's issuer identifier; with `subject`, the person's stable id there. */
  issuer: string;
  subject: string;
  email?: unknown;
  emailVerified?: unknown;
  name?: unknown;
  givenName?: unknown;
  familyName?: unknown;
  /** The ID token's `amr` (authentication methods): some values show the provider asked for a second factor. */
  amr?: unknown;
  /** Which protocol vouched for the person (the audit log says so); OpenID Connect when left out. */
  protocol?: "oidc" | "saml";
}

/** How the person was found: a bound identity, an account with their address (now bound), or a new account. */
export type SsoAccountSource = "identity" | "linked" | "created";

export type SsoSignInResult =
  /** `next` says whether the person is signed in or their second step is due (services/auth/sign-in.ts). */
  | { ok: true; next: LoginResult; source: SsoAccountSource }
  | {
      ok: false;
      reason: Extract<
        SsoErrorCode,
        "email" | "domain" | "inactive" | "signup_domains" | "signup_invite_only"
      >;
    };

/** The login page's reason for each refusal of the sign-up policy. */
const POLICY_REASONS = {
  domains: "signup_domains",
  invite_only: "signup_invite_only",
} as const satisfies Record<SignUpRefusal, SsoErrorCode>;

const NAME_MAX = 100;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The display name for a new account: the provider's name, else given and family name, else the address. */
function nameFrom(claims: SsoClaims, email: string): string {
  const full = text(claims.name) || `${text(claims.givenName)} ${text(claims.familyName)}`.trim();
  return (full || email.slice(0, email.indexOf("@"))).slice(0, NAME_MAX);
}

type AccountRow = Awaited<ReturnType<typeof findUserByEmail>> & object;

/**
 * The account for a verified identity: the one bound to (issuer, subject), else the one with the
 * address (bound now), else a new one. Two first sign-ins at once meet a unique index (the address, or
 * the identity) and the loser looks again, so it finds what the winner made.
 */
async function resolveAccount(
  deps: ServiceDeps,
  claims: SsoClaims,
  email: string,
  retriesLeft = 2,
): Promise<{ row: AccountRow; source: SsoAccountSource } | { refused: SignUpRefusal }> {
  const { db } = deps;
  const now = deps.now();
  const bound = await findUserBySsoIdentity(db, claims.issuer, claims.subject);
  if (bound) {
    const { identityId, ...row } = bound;
    if (row.isActive) await markSsoIdentityUsed(db, identityId, now);
    return { row, source: "identity" };
  }
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // A deactivated account is refused, and stays unbound.
    if (!existing.isActive) return { row: existing, source: "linked" };
    await insertSsoIdentity(db, {
      userId: existing.id,
      issuer: claims.issuer,
      subject: claims.subject,
      email,
      at: now,
    });
    const linked = await findUserBySsoIdentity(db, claims.issuer, claims.subject);
    if (!linked) throw new Error("SSO identity vanished right after it was bound");
    const { identityId, ...row } = linked;
    await markSsoIdentityUsed(db, identityId, now);
    // Another request may have bound the identity first: whichever account holds it is the answer.
    return { row, source: row.id === existing.id ? "linked" : "identity" };
  }
  // Only a new account meets the sign-up policy: existing accounts sign in whatever it says.
  const refused = await signUpRefusal(deps, email);
  if (refused !== null) return { refused };
  try {
    const password = await unusablePasswordHash();
    const row = await db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, { email, password, name: nameFrom(claims, email), role: "user" });
      await insertSsoIdentity(trx, {
        userId: created.id,
        issuer: claims.issuer,
        subject: claims.subject,
        email,
        at: now,
      });
      return created;
    });
    const identity = await findUserBySsoIdentity(db, claims.issuer, claims.subject);
    if (identity?.id !== row.id)
      throw new Error("SSO identity was bound to another account while creating one");
    await markSsoIdentityUsed(db, identity.identityId, now);
    return { row, source: "created" };
  } catch (error) {
    if (retriesLeft > 0 && isUniqueViolation(error)) {
      return resolveAccount(deps, claims, email, retriesLeft - 1);
    }
    throw error;
  }
}

/**
 * Signs a person in from a verified OpenID Connect identity, as a password sign-in does (a new session
 * id, last sign-in times, the activity feed). The address must be verified by the provider and, when
 * the server lists allowed domains, belong to one of them. Refusals come back as a reason the login
 * page can show; anything else is an error.
 */
export async function signInWithSso(
  deps: ServiceDeps,
  caller: Visitor,
  claims: SsoClaims,
): Promise<SsoSignInResult> {
  const { db, config } = deps;
  if (!config.sso) throw new AppError("NOT_FOUND", "Single sign-on is not enabled on this server.");
  const parsed = ZEmail.safeParse(claims.email);
  if (!parsed.success || claims.emailVerified !== true) return { ok: false, reason: "email" };
  const email = parsed.data;
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (config.sso.allowedDomains.length > 0 && !config.sso.allowedDomains.includes(domain)) {
    return { ok: false, reason: "domain" };
  }

  const resolved = await resolveAccount(deps, claims, email);
  if ("refused" in resolved) return { ok: false, reason: POLICY_REASONS[resolved.refused] };
  const { row, source } = resolved;
  if (!row.isActive) return { ok: false, reason: "inactive" };

  const now = deps.now();
  // The identity is proven whatever follows: the trail records it before any second step.
  await insertAuditEvent(db, {
    action: "auth.sso_sign_in",
    actor: { userId: row.id },
    subject: { type: "user", id: row.id },
    ip: caller.ip,
    detail: { source, protocol: claims.protocol ?? "oidc" },
    at: now,
  });
  const next = await afterFirstFactor(deps, caller, row.id, "sso", {
    satisfiedByProvider: providerReportsSecondFactor(claims.amr, config.sso.mfaAmrValues ?? []),
  });
  return { ok: true, next, source };
}

/** True when the ID token's `amr` names one of the configured second-factor methods. */
export function providerReportsSecondFactor(amr: unknown, accepted: readonly string[]): boolean {
  return Array.isArray(amr) && amr.some((value) => typeof value === "string" && accepted.includes(value));
}
