import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import {
  MANAGER_INVITES_PER_DAY,
  MANAGER_SEES_NOTE,
  SHARE_ACCOUNT_INACTIVE,
  SHARE_ALREADY_ACTIVE,
  SHARE_NOT_FOUND,
  SHARE_WITH_SELF,
  SHARED_GOAL_NOT_FOUND,
  TOO_MANY_MANAGER_INVITES,
  type InviteManagerInput,
  type ManagerShare,
  type SetGoalSharedInput,
  type WithdrawShareInput,
} from "../../schemas/manager-shares";
import { reserveAttempt } from "../auth/rate-limit";
import type { ServiceDeps, SessionUser } from "../deps";
import { enqueueEmail, type OutgoingEmail } from "../email/outbox";
import { renderEmail } from "../email/render";
import {
  findAccountByEmail,
  findOwnShare,
  findOwnShares,
  insertShare,
  setOwnGoalShared,
  withdrawOwnShare,
} from "./queries";

const ACTIVE_SHARE_KEY = "manager_shares_active_key";

function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}

/**
 * The manager's e-mail. Inviting people is an admin's act (it creates an account), so a participant
 * cannot invite their manager onto the product: someone without an account is told to sign up with this
 * address (or ask an admin for an invitation, where sign-up is by invitation), and the share waits.
 */
function shareEmail(
  config: ApiConfig,
  participant: SessionUser,
  to: string,
  hasAccount: boolean,
): OutgoingEmail {
  const product = config.mail.productName;
  const appUrl = config.appUrl.replace(/\/+$/, "");
  const name = oneLine(participant.name);
  const { text, html } = renderEmail(config, {
    preheader: `${name} invited you to follow their leadership program.`,
    heading: `${name} shares their progress with you`,
    paragraphs: [
      `${name} invited you, as their manager, to follow their leadership program on ${product}: the week ` +
        "they are in, how many steps are done, and the goals they choose to share.",
      "You will not see their reflections, assessment answers, feedback or 360 results; those stay theirs. " +
        "They can withdraw this at any time.",
      hasAccount
        ? "Open 'People I follow' to see where they are. You also get a short summary once a month."
        : `You have no account on ${product} yet. Sign up with this address (${to}), or, if your ` +
          "organisation signs people up by invitation, ask an admin to invite you: their progress will be " +
          "waiting for you.",
    ],
    action: hasAccount
      ? { label: "See their progress", url: `${appUrl}/following` }
      : { label: "Sign up", url: `${appUrl}/signup` },
    footnote: `You get this because ${name} named you as their manager on ${product}.`,
  });
  return { to, subject: `${name} shares their program progress with you`, text, html, kind: "manager_share" };
}

/** Shares the caller's progress with their manager, by address; the manager is told by e-mail. */
export async function inviteManager(deps: ServiceDeps, caller: SessionUser, input: InviteManagerInput) {
  const email = input.email.toLowerCase();
  if (email === caller.email.toLowerCase()) throw new AppError("BAD_REQUEST", SHARE_WITH_SELF);
  const account = await findAccountByEmail(deps.db, email);
  if (account?.id === caller.id) throw new AppError("BAD_REQUEST", SHARE_WITH_SELF);
  if (account && !account.isActive) throw new AppError("CONFLICT", SHARE_ACCOUNT_INACTIVE);
  const now = deps.now();
  const to = account?.email ?? input.email;
  const message = shareEmail(deps.config, caller, to, account !== undefined);
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      // Counted in the transaction: a refused or failed invitation gives its count back.
      const window = { key: `manager-invites:user:${caller.id}`, windowMs: 86_400_000 };
      if (!(await reserveAttempt(trx, [[window, MANAGER_INVITES_PER_DAY]], now))) {
        throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_MANAGER_INVITES);
      }
      const shareId = await insertShare(trx, {
        participantId: caller.id,
        managerId: account?.id ?? null,
        managerEmail: email,
        at: now,
      });
      await enqueueEmail(trx, { ...message, sendAfter: now });
      return shareId;
    });
    return { id, status: account ? ("active" as const) : ("waiting_for_account" as const) };
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_SHARE_KEY))
      throw new AppError("CONFLICT", SHARE_ALREADY_ACTIVE(email));
    throw error;
  }
}

/** The caller's shares, newest first, with what each manager sees. */
export async function myShares({ db }: ServiceDeps, caller: SessionUser) {
  const rows = await findOwnShares(db, caller.id);
  return {
    managerSees: MANAGER_SEES_NOTE,
    shares: rows.map((row): ManagerShare => ({
      id: row.id,
      managerEmail: row.managerEmail,
      managerName: row.managerName,
      status: row.withdrawnAt ? "withdrawn" : row.managerName === null ? "waiting_for_account" : "active",
      createdAt: row.createdAt.toISOString(),
      withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
    })),
  };
}

/** Ends a share at once: the manager's next read no longer finds the person. Withdrawing twice is fine. */
export async function withdrawShare(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: WithdrawShareInput,
) {
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
