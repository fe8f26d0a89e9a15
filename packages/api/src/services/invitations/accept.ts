import { hashPassword } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  INVITATION_INVALID,
  type AcceptInvitationInput,
  type InvitationPreview,
} from "../../schemas/invitations";
import type { PublicUser } from "../../schemas/users";
import { insertActivityEvent } from "../activity/queries";
import { insertAuditEvent } from "../audit/queries";
import { setLastLoginAt } from "../auth/queries";
import { assertPasswordAllowed } from "../auth/password-policy";
import { reserveAttempt, type Window } from "../auth/rate-limit";
import type { ServiceDeps, Visitor } from "../deps";
import { findActiveUser } from "../users/queries";
import { toPublicUser } from "../users/session-user";
import { hashSecretToken } from "../../lib/secret-token";
import { consumeInvitation, findUsableInvitation, setJoinedWithPassword } from "./queries";

const HOUR = 60 * 60_000;
/** Attempts to accept per client address per hour: plenty for people sharing an office's address. */
const ACCEPTS_PER_IP_PER_HOUR = 30;
const TOO_MANY_ACCEPTS = "Too many attempts. Please wait a while and try again.";

/** The accept page's greeting: whom the link invites; 404 when it can no longer be used. */
export async function previewInvitation(
  { db, config, now }: ServiceDeps,
  _caller: Visitor,
  input: { token: string },
): Promise<InvitationPreview> {
  const invitation = await findUsableInvitation(db, hashSecretToken(input.token), now());
  if (!invitation) throw new AppError("NOT_FOUND", INVITATION_INVALID);
  return { name: invitation.name, email: invitation.email, sso: config.sso !== null };
}

/**
 * Accepts an invitation with a new password and signs the person in with a fresh session id. The link
 * is used up in one conditional statement, so of two accepts at once exactly one wins; an expired,
 * withdrawn or used link changes nothing.
 */
export async function acceptInvitation(
  deps: ServiceDeps,
  caller: Visitor,
  input: AcceptInvitationInput,
): Promise<{ user: PublicUser }> {
  const { db } = deps;
  const now = deps.now();
  const window: Window = { key: `invitation-accept:ip:${caller.ip}`, windowMs: HOUR };
  if (!(await reserveAttempt(db, [[window, ACCEPTS_PER_IP_PER_HOUR]], now))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_ACCEPTS);
  }
  // Hashed before the transaction: Argon2id is slow and holds no lock meanwhile.
  const password = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const accepted = await consumeInvitation(trx, hashSecretToken(input.token), now);
    if (!accepted) throw new AppError("BAD_REQUEST", INVITATION_INVALID);
    // A refusal rolls the transaction back: the invitation still works for a better password.
    assertPasswordAllowed(input.password, accepted);
    await setJoinedWithPassword(trx, accepted.userId, password, now);
    await insertAuditEvent(trx, {
      action: "invitation.accepted",
      actor: { userId: accepted.userId },
      subject: { type: "user", id: accepted.userId },
      ip: caller.ip,
      detail: { invitationId: accepted.id, method: "password" },
      at: now,
    });
    return accepted.userId;
  });
  await caller.session.signIn(userId);
  await setLastLoginAt(db, userId, now);
  await insertActivityEvent(db, { userId, type: "sign_in", subject: "Signed in", at: now });
  const row = await findActiveUser(db, userId);
  if (!row) throw new AppError("BAD_REQUEST", INVITATION_INVALID);
  return { user: toPublicUser(row) };
}
