import { z } from "zod";
import { serve } from "../context";
import {
  ZFollowedPerson,
  ZFollowedPersonInput,
  ZInviteManagerInput,
  ZManagerShare,
  ZManagerShareStatus,
  ZSetGoalSharedInput,
  ZSetGoalSharedResult,
  ZWithdrawShareInput,
} from "../schemas/manager-shares";
import { ZSuccess } from "../schemas/success";
import { followedPerson, following } from "../services/manager-shares/following";
import { inviteManager, myShares, setGoalShared, withdrawShare } from "../services/manager-shares/shares";
import { protectedProcedure, router } from "../trpc";

/**
 * Managers, by consent: a participant shares their program progress and chosen goals with a named
 * manager and may withdraw at once; the manager reads only that (engagement and progress, never answers).
 */
export const managerSharesRouter = router({
  invite: protectedProcedure
    .input(ZInviteManagerInput)
    .output(z.object({ id: z.number().int(), status: ZManagerShareStatus }))
    .mutation(serve(inviteManager)),
  mine: protectedProcedure
    .output(z.object({ managerSees: z.string(), shares: z.array(ZManagerShare) }))
    .query(serve(myShares)),
  withdraw: protectedProcedure.input(ZWithdrawShareInput).output(ZSuccess).mutation(serve(withdrawShare)),
  setGoalShared: protectedProcedure
    .input(ZSetGoalSharedInput)
    .output(ZSetGoalSharedResult)
    .mutation(serve(setGoalShared)),
  following: protectedProcedure.output(z.array(ZFollowedPerson)).query(serve(following)),
  person: protectedProcedure.input(ZFollowedPersonInput).output(ZFollowedPerson).query(serve(followedPerson)),
});
