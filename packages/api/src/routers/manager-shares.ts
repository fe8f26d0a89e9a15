import { z } from "zod";
import { serve } from "../context";
import {
  ZAcceptedInvitation,
  ZFollowedPerson,
  ZFollowedPersonInput,
  ZInviteManagerInput,
  ZManagerInvitation,
  ZManagerInvitationInput,
  ZManagerShare,
  ZManagerShareStatus,
  ZSetGoalSharedInput,
  ZSetGoalSharedResult,
  ZShareIdInput,
} from "../schemas/manager-shares";
import { ZSuccess } from "../schemas/success";
import { followedPerson, following } from "../services/manager-shares/following";
import {
  acceptManagerInvitation,
  declineManagerInvitation,
  managerInvitation,
} from "../services/manager-shares/invitation";
import {
  inviteManager,
  myShares,
  resendInvitation,
  setGoalShared,
  withdrawShare,
} from "../services/manager-shares/shares";
import { protectedProcedure, router } from "../trpc";

/**
 * Managers, by consent: a participant invites a manager by e-mail; the manager follows only after
 * accepting through the e-mailed link, and reads only progress (engagement, never answers) until the
 * participant withdraws, which takes effect at once.
 */
export const managerSharesRouter = router({
  invite: protectedProcedure
    .input(ZInviteManagerInput)
    .output(z.object({ id: z.number().int(), status: ZManagerShareStatus }))
    .mutation(serve(inviteManager)),
  resend: protectedProcedure.input(ZShareIdInput).output(ZSuccess).mutation(serve(resendInvitation)),
  mine: protectedProcedure
    .output(z.object({ managerSees: z.string(), shares: z.array(ZManagerShare) }))
    .query(serve(myShares)),
  withdraw: protectedProcedure.input(ZShareIdInput).output(ZSuccess).mutation(serve(withdrawShare)),
  setGoalShared: protectedProcedure
    .input(ZSetGoalSharedInput)
    .output(ZSetGoalSharedResult)
    .mutation(serve(setGoalShared)),
  /** The invitation link's page (signed in, any account): who invites, and what the caller would see. */
  invitation: protectedProcedure
    .input(ZManagerInvitationInput)
    .output(ZManagerInvitation)
    .query(serve(managerInvitation)),
  accept: protectedProcedure
    .input(ZManagerInvitationInput)
    .output(ZAcceptedInvitation)
    .mutation(serve(acceptManagerInvitation)),
  decline: protectedProcedure
    .input(ZManagerInvitationInput)
    .output(ZSuccess)
    .mutation(serve(declineManagerInvitation)),
  following: protectedProcedure.output(z.array(ZFollowedPerson)).query(serve(following)),
  person: protectedProcedure.input(ZFollowedPersonInput).output(ZFollowedPerson).query(serve(followedPerson)),
});
