import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import { INVITATION_DAYS } from "../../schemas/invitations";
import {
  MANAGER_INVITATION_RESEND_HOURS,
  MANAGER_INVITES_PER_DAY,
  MANAGER_SEES_NOTE,
  RESEND_ONCE_A_DAY,
  SHARE_ALREADY_ACTIVE,
  SHARE_NOT_FOUND,
  SHARE_NOT_WAITING,
  SHARE_WITH_SELF,
  SHARED_GOAL_NOT_FOUND,
  TOO_MANY_MANAGER_INVITES,
  type InviteManagerInput,
  type ManagerShare,
  type ManagerShareStatus,
  type SetGoalSharedInput,
  type ShareIdInput,
} from "../../schemas/manager-shares";
import { reserveAttempt, type Window } from "../auth/rate-limit";
import type { ServiceDeps, SessionUser } from "../deps";
import { enqueueEmail, type OutgoingEmail } from "../email/outbox";
import { renderEmail } from "../email/render";
import { newSecretToken } from "../../lib/secret-token";
import { invitationExpiry } from "../invitations/email";
import {
  findOwnShare,
  findOwnShares,
  insertShare,
  renewShareLink,
  setOwnGoalShared,
  withdrawOwnShare,
} from "./queries";

const ACTIVE_SHARE_KEY = "manager_shares_active_key";
const DAY_MS = 86_400_000;

/** Every invitation e-mail the participant sends, new or again, counts against their daily number. */
const participantWindow = (participantId: number): Window => ({
  key: `manager-invites:user:${participantId}`,
  windowMs: DAY_MS,
});

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}

/** The page the link opens (signed in: accept or decline; signed out: sign in or up, then back). */
export function managerInvitationLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/manager-invitation?token=${token}`;
}

/**
 * The invitation e-mail. Nothing is shared until the link is opened and accepted, by whichever account
 * the reader signs in with: the link proves they read this address's mail, which sign-up does not.
 */
function invitationEmail(
  config: ApiConfig,
  participant: SessionUser,
  to: string,
  token: string,
): OutgoingEmail {
  const product = config.mail.productName;
  const name = oneLine(participant.name);
  const { text, html } = renderEmail(config, {
    preheader: `${name} invited you to follow their leadership program. The link works for ${INVITATION_DAYS} days.`,
    heading: `${name} invites you to follow their progress`,
    paragraphs: [
      `${name} named you as their manager on ${product} and invites you to follow their leadership ` +
        "program: the week they are in, how many steps are done, and the goals they choose to share.",
      "You will not see their reflections, assessment answers, feedback or 360 results; those stay theirs. " +
        "They can withdraw this at any time.",
      `Open the link to accept or decline. It works once, for ${INVITATION_DAYS} days. Sign in first, or ` +
        "create an account if you have none: the link brings you back. Nothing is shared until you accept.",
    ],
    action: { label: "Accept or decline", url: managerInvitationLink(config.appUrl, token) },
    footnote:
      `You get this because ${name} gave this address (${to}) as their manager's on ${product}. ` +
      "If you are not their manager, decline, or ignore this e-mail.",
  });
  return {
    to,
    subject: `${name} invites you to follow their program progress`,
    text,
    html,
    kind: "manager_share",
  };
}

/**
 * Invites the caller's manager by address: the share waits until someone opens the e-mailed link and
 * accepts. The answer is the same whether an account has the address or not.
 */
export async function inviteManager(deps: ServiceDeps, caller: SessionUser, input: InviteManagerInput) {
  const email = input.email.toLowerCase();
  if (email === caller.email.toLowerCase()) throw new AppError("BAD_REQUEST", SHARE_WITH_SELF);
  const now = deps.now();
  const { token, tokenHash } = newSecretToken();
  const message = invitationEmail(deps.config, caller, input.email, token);
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      // Counted in the transaction: a refused or failed invitation gives its count back.
      if (!(await reserveAttempt(trx, [[participantWindow(caller.id), MANAGER_INVITES_PER_DAY]], now))) {
        throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_MANAGER_INVITES);
      }
      const shareId = await insertShare(trx, {
        participantId: caller.id,
        managerEmail: email,
        tokenHash,
        tokenExpiresAt: invitationExpiry(now),
        at: now,
      });
      await enqueueEmail(trx, { ...message, sendAfter: now });
      return shareId;
    });
    return { id, status: "waiting" as const };
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_SHARE_KEY))
      throw new AppError("CONFLICT", SHARE_ALREADY_ACTIVE(email));
    throw error;
  }
}

/**
 * Sends a waiting (or expired) invitation again with a new link, which replaces the old one: once a day
 * per share at most, and within the participant's daily number of invitations.
 */
export async function resendInvitation(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: ShareIdInput,
) {
  const now = clock();
  const { token, tokenHash } = newSecretToken();
  await db.transaction().execute(async (trx) => {
    const renewed = await renewShareLink(trx, caller.id, input.shareId, {
      tokenHash,
      tokenExpiresAt: invitationExpiry(now),
      at: now,
      sentBefore: new Date(now.getTime() - MANAGER_INVITATION_RESEND_HOURS * 3_600_000),
    });
    if (!renewed) {
      const share = await findOwnShare(trx, caller.id, input.shareId);
      if (!share) throw new AppError("NOT_FOUND", SHARE_NOT_FOUND);
      if (share.acceptedAt || share.withdrawnAt) throw new AppError("CONFLICT", SHARE_NOT_WAITING);
      throw new AppError("TOO_MANY_REQUESTS", RESEND_ONCE_A_DAY);
    }
    // Refused here, the new link above is rolled back with the count: the old link still works.
    if (!(await reserveAttempt(trx, [[participantWindow(caller.id), MANAGER_INVITES_PER_DAY]], now))) {
      throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_MANAGER_INVITES);
    }
    const message = invitationEmail(config, caller, renewed.managerEmail, token);
    await enqueueEmail(trx, { ...message, sendAfter: now });
  });
  return { success: true as const };
}

function shareStatus(
  row: {
    acceptedAt: Date | null;
    declinedAt: Date | null;
    withdrawnAt: Date | null;
    tokenExpiresAt: Date | null;
  },
  now: Date,
): ManagerShareStatus {
  if (row.withdrawnAt) return row.declinedAt ? "declined" : "withdrawn";
  if (row.acceptedAt) return "active";
  return row.tokenExpiresAt && row.tokenExpiresAt > now ? "waiting" : "expired";
}

/** The caller's shares, newest first, with what each manager sees. */
export async function myShares({ db, now: clock }: ServiceDeps, caller: SessionUser) {
  const now = clock();
  const rows = await findOwnShares(db, caller.id);
  return {
    managerSees: MANAGER_SEES_NOTE,
    shares: rows.map((row): ManagerShare => {
      const status = shareStatus(row, now);
      return {
        id: row.id,
        managerEmail: row.managerEmail,
        managerName: row.managerName,
        status,
        createdAt: row.createdAt.toISOString(),
        expiresAt: status === "waiting" && row.tokenExpiresAt ? row.tokenExpiresAt.toISOString() : null,
        withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
      };
    }),
  };
}

/**
 * Ends a share at once, whether the manager accepted yet or not: the manager's next read no longer finds
 * the person, and the link stops working. Withdrawing twice is fine.
 */
export async function withdrawShare({ db, now }: ServiceDeps, caller: SessionUser, input: ShareIdInput) {
  if (await withdrawOwnShare(db, caller.id, input.shareId, now())) return { success: true as const };
  if (await findOwnShare(db, caller.id, input.shareId)) return { success: true as const };
  throw new AppError("NOT_FOUND", SHARE_NOT_FOUND);
}

/** Lets the managers the caller shares with see one of their goals, or stops it. */
export async function setGoalShared({ db }: ServiceDeps, caller: SessionUser, input: SetGoalSharedInput) {
  const row = await setOwnGoalShared(db, caller.id, input.goalId, input.shared);
  if (!row) throw new AppError("NOT_FOUND", SHARED_GOAL_NOT_FOUND);
  return { goalId: row.id, shared: row.sharedWithManager };
}
