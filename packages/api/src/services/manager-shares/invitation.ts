import { AppError } from "../../lib/app-error";
import {
  MANAGER_INVITATION_DECLINED,
  MANAGER_INVITATION_INVALID,
  MANAGER_INVITATION_USED,
  MANAGER_INVITATION_YOURS,
  managerInvitationExpired,
  managerInvitationWithdrawn,
  managerWillSee,
  type AcceptedInvitation,
  type ManagerInvitation,
  type ManagerInvitationInput,
} from "../../schemas/manager-shares";
import type { ServiceDeps, SessionUser } from "../deps";
import { hashSecretToken } from "../../lib/secret-token";
import { acceptShareByTokenHash, declineShareByTokenHash, findShareByTokenHash } from "./queries";

type LinkedShare = NonNullable<Awaited<ReturnType<typeof findShareByTokenHash>>>;

/**
 * The share a link names, if the caller may still answer it; otherwise the error that says why not and
 * what to do (an unknown link, the caller's own invitation, declined, withdrawn, accepted, expired).
 */
function usable(share: LinkedShare | undefined, caller: SessionUser, now: Date): LinkedShare {
  if (!share) throw new AppError("NOT_FOUND", MANAGER_INVITATION_INVALID);
  if (share.participantId === caller.id) throw new AppError("BAD_REQUEST", MANAGER_INVITATION_YOURS);
  if (share.declinedAt) throw new AppError("CONFLICT", MANAGER_INVITATION_DECLINED);
  if (share.withdrawnAt) throw new AppError("CONFLICT", managerInvitationWithdrawn(share.participantName));
  if (share.acceptedAt) throw new AppError("CONFLICT", MANAGER_INVITATION_USED);
  if (!share.tokenExpiresAt || share.tokenExpiresAt <= now) {
    throw new AppError("BAD_REQUEST", managerInvitationExpired(share.participantName));
  }
  return share;
}

/**
 * Answers the link in one conditional statement; when it changed nothing (another answer or a withdrawal
 * came first), the share is read again for the reason.
 */
async function answer<T>(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ManagerInvitationInput,
  write: (tokenHash: string, now: Date) => Promise<T | undefined>,
): Promise<{ share: LinkedShare; written: T }> {
  const now = deps.now();
  const tokenHash = hashSecretToken(input.token);
  const share = usable(await findShareByTokenHash(deps.db, tokenHash), caller, now);
  const written = await write(tokenHash, now);
  if (written === undefined) {
    usable(await findShareByTokenHash(deps.db, tokenHash), caller, now);
    throw new AppError("CONFLICT", MANAGER_INVITATION_USED);
  }
  return { share, written };
}

/** The link's page: who invites the caller and what they would see, before they accept or decline. */
export async function managerInvitation(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: ManagerInvitationInput,
): Promise<ManagerInvitation> {
  const share = usable(await findShareByTokenHash(db, hashSecretToken(input.token)), caller, now());
  return {
    participantName: share.participantName,
    managerEmail: share.managerEmail,
    expiresAt: (share.tokenExpiresAt ?? now()).toISOString(),
    youWillSee: managerWillSee(share.participantName),
  };
}

/**
 * Accepts the invitation as the signed-in account, whatever its own address: opening the link proves the
 * invited address is the reader's. From then on the caller follows the participant, until withdrawn.
 */
export async function acceptManagerInvitation(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ManagerInvitationInput,
): Promise<AcceptedInvitation> {
  const { share } = await answer(deps, caller, input, (tokenHash, now) =>
    acceptShareByTokenHash(deps.db, tokenHash, caller.id, now),
  );
  return { userId: share.participantId, participantName: share.participantName };
}

/** Declines the invitation: the share ends, and the participant sees it was declined. */
export async function declineManagerInvitation(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ManagerInvitationInput,
) {
  await answer(deps, caller, input, (tokenHash, now) => declineShareByTokenHash(deps.db, tokenHash, now));
  return { success: true as const };
}
