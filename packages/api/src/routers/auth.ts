import { z } from "zod";
import { ZLoginInput, ZSignupInput } from "../schemas/auth";
import { ZPublicUser } from "../schemas/users";
import { logIn, signUp } from "../services/auth/accounts";
import { protectedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  /** The signed-in user, or null: the SPA's way to learn whether anyone is signed in. */
  session: publicProcedure.output(ZPublicUser.nullable()).query(({ ctx }) => ctx.user),

  /** The signed-in user; 401 when nobody is (GET /api/auth/user). */
  me: protectedProcedure.output(ZPublicUser).query(({ ctx }) => ctx.user),

  signup: publicProcedure
    .input(ZSignupInput)
    .output(z.object({ user: ZPublicUser, message: z.string() }))
    .mutation(async ({ ctx, input }) => ({
      user: await signUp(ctx, input),
      message: "Account created successfully! Please sign in.",
    })),

  login: publicProcedure
    .input(ZLoginInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(async ({ ctx, input }) => ({ user: await logIn(ctx, input) })),

  logout: publicProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { success: true as const };
  }),
});
