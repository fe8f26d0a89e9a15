import { z } from "zod";
import {
  ZForgotPasswordInput,
  ZGreeting,
  ZLoginInput,
  ZResetPasswordInput,
  ZSignupInput,
} from "../schemas/auth";
import { ZSignInOptions } from "../schemas/sso";
import { ZLoginResult } from "../schemas/two-factor";
import { ZPublicUser } from "../schemas/users";
import { logIn, logOut, signUp } from "../services/auth/accounts";
import { requestPasswordReset, resetPassword } from "../services/auth/password-reset";
import { isFirstSession } from "../services/auth/queries";
import { deps, visitor } from "../context";
import { protectedProcedure, publicProcedure, publicSessionOnlyProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

// Signing up, in and out and resetting a password act on the browser session: never with an access token.
export const authRouter = router({
  /** The signed-in user, or null: the SPA's way to learn whether anyone is signed in. */
  session: publicProcedure.output(ZPublicUser.nullable()).query(({ ctx }) => ctx.user),

  /** The signed-in user; 401 when nobody is (GET /api/auth/user). */
  me: protectedProcedure.output(ZPublicUser).query(({ ctx }) => ctx.user),

  signup: publicSessionOnlyProcedure
    .input(ZSignupInput)
    .output(z.object({ user: ZPublicUser, message: z.string() }))
    .mutation(({ ctx, input }) => signUp(deps(ctx), visitor(ctx), input)),

  /** Signs in, or (a second factor due) leaves the session pending its second step: see ZLoginResult. */
  login: publicSessionOnlyProcedure
    .input(ZLoginInput)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => logIn(deps(ctx), visitor(ctx), input)),

  logout: publicSessionOnlyProcedure.output(ZSuccess).mutation(({ ctx }) => logOut(deps(ctx), visitor(ctx))),

  /** 'Forgot password?': the same answer whether or not the address has an account. */
  forgotPassword: publicSessionOnlyProcedure
    .input(ZForgotPasswordInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => requestPasswordReset(deps(ctx), visitor(ctx), input)),

  /** Sets a new password through an e-mailed link; every session of the account ends. */
  resetPassword: publicSessionOnlyProcedure
    .input(ZResetPasswordInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => resetPassword(deps(ctx), visitor(ctx), input)),

  /** What the login screen offers besides the password form (the 'Sign in with SSO' button). */
  signInOptions: publicProcedure
    .output(ZSignInOptions)
    .query(({ ctx }) => ({ sso: ctx.config.sso !== null })),

  /** Whether this is the person's first session: the dashboard greets 'Welcome' rather than 'Welcome back'. */
  greeting: protectedProcedure
    .output(ZGreeting)
    .query(async ({ ctx }) => ({ firstVisit: await isFirstSession(ctx.db, ctx.user.id) })),
});
