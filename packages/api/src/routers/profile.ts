import { z } from "zod";
import { ZUpdateProfileInput } from "../schemas/auth";
import { ZPublicUser } from "../schemas/users";
import { deps } from "../services/deps";
import { updateProfile } from "../services/users/profile";
import { protectedProcedure, router } from "../trpc";

export const profileRouter = router({
  update: protectedProcedure
    .input(ZUpdateProfileInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => updateProfile(deps(ctx), ctx.user, input)),
});
