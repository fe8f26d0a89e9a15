import { z } from "zod";
import { ZLoginInput, ZSignupInput } from "../schemas/auth";
import { ZPublicUser } from "../schemas/users";
import { logIn, logOut, signUp } from "../services/auth/accounts";
import { deps, visitor } from "../services/deps";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  /** The signed-in user, or null: the SPA's way to learn whether anyone is signed in. */
  session: publicProcedure.output(ZPublicUser.nullable()).query(({ ctx }) => ctx.user),

  /** The signed-in user; 401 when nobody is (GET /api/auth/user). */
  me: protectedProcedure.output(ZPublicUser).query(({ ctx }) => ctx.user),

  signup: publicProcedure
    .input(ZSignupInput)
    .output(z.object({ user: ZPublicUser, message: z.string() }))
    .mutation(({ ctx, input }) => signUp(deps(ctx), visitor(ctx), input)),

  login: publicProcedure
    .input(ZLoginInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => logIn(deps(ctx), visitor(ctx), input)),

  logout: publicProcedure
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx }) => logOut(deps(ctx), visitor(ctx))),
});
