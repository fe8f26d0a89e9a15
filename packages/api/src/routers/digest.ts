import { ZDigestUnsubscribeInput, ZDigestUnsubscribeResult } from "../schemas/digest";
import { deps, visitor } from "../context";
import { unsubscribeFromDigest } from "../services/digest/unsubscribe";
import { publicProcedure, router } from "../trpc";

export const digestRouter = router({
  /**
   * POST /api/digest/unsubscribe: public; the signed link is the credential and turns off the weekly
   * digest only. The web page calls it from a button, never on load: mail scanners open links.
   */
  unsubscribe: publicProcedure
    .input(ZDigestUnsubscribeInput)
    .output(ZDigestUnsubscribeResult)
    .mutation(({ ctx, input }) => unsubscribeFromDigest(deps(ctx), visitor(ctx), input)),
});
