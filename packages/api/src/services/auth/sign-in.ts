import type { SecondFactorPolicy } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  enrollableSecondFactorMethods,
  SECOND_FACTOR_PENDING_MS,
  type LoginResult,
  type PendingSecondFactor,
  type SecondFactorMethod,
  type SignInVia,
} from "../../schemas/two-factor";
import { isAdminRole } from "../../schemas/domain";
import type { PublicUser } from "../../schemas/users";
import { insertActivityEvent } from "../activity/queries";
import { insertAuditEvent } from "../audit/queries";
import type { ServiceDeps, Visitor } from "../deps";
import { readOrganisationSettings } from "../organisation/cache";
import { toPublicUser } from "../users/session-user";
import {
  acceptPendingInvitationOf,
  findActivePublicUser,
  findSecondFactorMethods,
  findSignInState,
  setLastLoginAt,
} from "./queries";

/** The ways in that come from an identity provider (a pending invitation is accepted by them). */
const PROVIDER_VIAS: readonly SignInVia[] = ["sso", "saml"];

export const SECOND_STEP_EXPIRED = "Your sign-in expired. Please sign in again.";
/** A pending sign-in whose account already has a factor proves it; it does not enrol another. */
export const ENROLMENT_NOT_DUE = "Sign in with your second factor first.";

/**
 * Who must have a second factor: the organisation's setting, or when it holds none (null) the server's
 * default (`config.secondFactorDefaultPolicy`: admins in production, nobody elsewhere).
 */
export async function effectiveSecondFactorPolicy(deps: ServiceDeps): Promise<SecondFactorPolicy> {
  const settings = await readOrganisationSettings(deps.db, deps.now());
  return settings.secondFactorPolicy ?? deps.config.secondFactorDefaultPolicy;
}

function policyCovers(policy: SecondFactorPolicy, role: Parameters<typeof isAdminRole>[0]): boolean {
  return policy === "everyone" || (policy === "admins" && isAdminRole(role));
}

/**
 * What a sign-in must do after its first step: nothing more ("none"), prove a second factor the account
 * has ("verify"), or enrol one first because the policy requires it ("enrol"). A provider that reported
 * its own second factor (OpenID `amr`, a SAML authentication context, as configured) satisfies both; a
 * passkey sign-in passes `satisfiedByProvider: true` too, being two factors in one.
 */
export async function secondFactorRequirement(
  deps: ServiceDeps,
  userId: number,
  { satisfiedByProvider }: { satisfiedByProvider: boolean },
): Promise<"none" | "verify" | "enrol"> {
  if (satisfiedByProvider) return "none";
  const methods = await findSecondFactorMethods(deps.db, userId);
  if (methods.length > 0) return "verify";
  const account = await findSignInState(deps.db, userId);
  if (!account) return "none";
  return policyCovers(await effectiveSecondFactorPolicy(deps), account.role) ? "enrol" : "none";
}

/**
 * The end of every sign-in once each step it needs is done (whatever the way in): a new session id,
 * the sign-in times, the activity feed, and for a provider's sign-in its pending invitation. The
 * new-device e-mail follows from the session plugin once the session row is stored. Refuses an
 * account deactivated in between.
 */
export async function completeSignIn(
  deps: ServiceDeps,
  caller: Visitor,
  userId: number,
  via: SignInVia,
  secondFactor: SecondFactorMethod | "enrolled" | null = null,
): Promise<PublicUser> {
  const { db } = deps;
  const now = deps.now();
  const row = await findActivePublicUser(db, userId);
  if (!row) throw new AppError("UNAUTHORIZED", SECOND_STEP_EXPIRED);
  await caller.session.signIn(userId);
  await setLastLoginAt(db, userId, now);
  const detail =
    via === "password" && secondFactor === null
      ? undefined
      : { method: via, ...(secondFactor ? { secondFactor } : {}) };
  await insertActivityEvent(db, { userId, type: "sign_in", subject: "Signed in", detail, at: now });
  if (PROVIDER_VIAS.includes(via)) {
    const invitationId = await acceptPendingInvitationOf(db, userId, now);
    if (invitationId !== null) {
      await insertAuditEvent(db, {
        action: "invitation.accepted",
        actor: { userId },
        subject: { type: "user", id: userId },
        ip: caller.ip,
        detail: { invitationId, method: via },
        at: now,
      });
    }
  }
  return toPublicUser({ ...row, lastLoginAt: now });
}

/**
 * After a first step (password, single sign-on) accepted `userId`: signs in at once when no second
 * factor is due, else leaves the session pending its second step and says which methods to offer.
 */
export async function afterFirstFactor(
  deps: ServiceDeps,
  caller: Visitor,
  userId: number,
  via: SignInVia,
  { satisfiedByProvider = false }: { satisfiedByProvider?: boolean } = {},
): Promise<LoginResult> {
  const requirement = await secondFactorRequirement(deps, userId, { satisfiedByProvider });
  if (requirement === "none") {
    return { status: "signed_in", user: await completeSignIn(deps, caller, userId, via) };
  }
  await caller.session.beginSecondFactor(userId, via);
  if (requirement === "enrol") return { status: "enrol", methods: [...enrollableSecondFactorMethods] };
  return { status: "second_factor", methods: await findSecondFactorMethods(deps.db, userId) };
}

/**
 * The user whose sign-in waits for its second step in this session, or an error a person can act on
 * (sign in again). Checked against the service clock too, so tests can move time.
 */
export function pendingSignIn(deps: ServiceDeps, caller: Visitor): PendingSecondFactor {
  const pending = caller.session.pendingSecondFactor();
  if (!pending || deps.now().getTime() - pending.since > SECOND_FACTOR_PENDING_MS) {
    throw new AppError("UNAUTHORIZED", SECOND_STEP_EXPIRED);
  }
  return pending;
}
