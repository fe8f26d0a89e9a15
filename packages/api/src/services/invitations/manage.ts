import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  INVITATION_NOT_PENDING,
  INVITATIONS_PAGE_SIZE,
  type ZInvitationIdInput,
  type ZListInvitationsInput,
  type ZPendingInvitationsPage,
} from "../../schemas/invitations";
import { insertAuditEvent, insertAuditEventBy, type AuditActor } from "../audit/queries";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import { enqueueEmail } from "../email/outbox";
import { newSecretToken } from "../../lib/secret-token";
import { composeInvitationEmail, invitationExpiry } from "./email";
import {
  deleteUnjoinedUser,
  findPendingInvitee,
  findUnjoinedUser,
  listPendingInvitations,
  renewPendingInvitation,
  revokePendingInvitation,
  upsertPendingInvitation,
} from "./queries";

type IdInput = z.output<typeof ZInvitationIdInput>;

/** Pending invitations, newest first, a page at a time (expired ones too: they can be resent). */
export async function listInvitations(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
  input: z.output<typeof ZListInvitationsInput>,
): Promise<z.output<typeof ZPendingInvitationsPage>> {
  const rows = await listPendingInvitations(db, input.cursor, INVITATIONS_PAGE_SIZE + 1, now());
  const items = rows.slice(0, INVITATIONS_PAGE_SIZE).map((row) => ({
    ...row,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > INVITATIONS_PAGE_SIZE && last ? last.id : null };
}

/** Sends a pending invitation again with a new link (the old one stops working) and 14 more days. */
export async function resendInvitation(
  { db, config, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: IdInput,
): Promise<{ success: true }> {
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const invitee = await findPendingInvitee(trx, input.id);
    if (!invitee) throw new AppError("NOT_FOUND", INVITATION_NOT_PENDING);
    const { token, tokenHash } = newSecretToken();
    // Conditional: an accept or a revoke that got there first wins, and nothing is sent.
    if (
      !(await renewPendingInvitation(trx, input.id, {
        tokenHash,
        sentAt: now,
        expiresAt: invitationExpiry(now),
      }))
    ) {
      throw new AppError("NOT_FOUND", INVITATION_NOT_PENDING);
    }
    await enqueueEmail(trx, composeInvitationEmail(config, invitee, token, now));
    await insertAuditEventBy(trx, caller, {
      action: "invitation.resent",
      subject: { type: "user", id: invitee.userId },
      detail: { invitationId: input.id },
      at: now,
    });
  });
  return { success: true };
}

/**
 * Withdraws a pending invitation: its link stops working at once. An account the invitation made that
 * never joined, and that no identity provider manages, is deleted with it (it holds nothing but its
 * group memberships), so the address can be invited again; a provisioned account stays, without a link.
 */
export async function revokeInvitation(
  { db, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: IdInput,
): Promise<{ success: true; accountDeleted: boolean }> {
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const revoked = await revokePendingInvitation(trx, input.id, now);
    if (!revoked) throw new AppError("NOT_FOUND", INVITATION_NOT_PENDING);
    const removable = revoked.joinedAt === null && revoked.externalId === null;
    const accountDeleted = removable && (await deleteUnjoinedUser(trx, revoked.userId));
    await insertAuditEventBy(trx, caller, {
      action: "invitation.revoked",
      subject: { type: "user", id: revoked.userId },
      detail: { invitationId: input.id, accountDeleted },
      at: now,
    });
    return { success: true as const, accountDeleted };
  });
}

/**
 * Sends an existing, never-joined, active account an invitation link (a SCIM-provisioned person sets a
 * password through it): a pending invitation of the account is renewed, else one is made. Returns the
 * invitation's id, or null when the account is missing, inactive or has already joined.
 */
export async function sendInvitation(
  { db, config, now: clock }: ServiceDeps,
  request: { userId: number; invitedBy: AuditActor; ip?: string | null },
): Promise<number | null> {
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const user = await findUnjoinedUser(trx, request.userId);
    if (!user) return null;
    const { token, tokenHash } = newSecretToken();
    const invitation = await upsertPendingInvitation(trx, {
      userId: user.id,
      tokenHash,
      invitedBy: request.invitedBy.userId,
      sentAt: now,
      expiresAt: invitationExpiry(now),
    });
    await enqueueEmail(trx, composeInvitationEmail(config, user, token, now));
    await insertAuditEvent(trx, {
      action: "invitation.sent",
      actor: request.invitedBy,
      subject: { type: "user", id: user.id },
      ip: request.ip ?? null,
      detail: { invitationId: invitation.id },
      at: now,
    });
    return invitation.id;
  });
}
