import {
  ZDisableTotpInput,
  ZPendingSecondFactor,
  ZRecoveryCodes,
  ZSecondFactorCodeInput,
  ZTotpCodeInput,
  ZTotpConfirmed,
  ZTotpEnrolment,
  ZTwoFactorStatus,
} from "../schemas/two-factor";
import { ZSuccess } from "../schemas/success";
import { ZPublicUser } from "../schemas/users";
import { z } from "zod";
import {
  confirmTotpEnrolment,
  disableTotp,
  getPendingSecondFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTotpEnrolment,
  verifySecondFactor,
} from "../services/two-factor/totp";
import { deps, serve, serveVisitor, visitor } from "../context";
import { publicSessionOnlyProcedure, router, sessionOnlyProcedure } from "../trpc";

/**
 * Two-step verification (docs/two-factor.md). The sign-in's second step and the enrolment a policy
 * requires answer a session that is not signed in yet (pending its second step), so they are public
 * procedures that find the person in the session; the rest belong to the signed-in person. None takes an
 * access token.
 */
export const twoFactorRouter = router({
  /** The settings section: the app's state, recovery codes left, and whether the policy requires it. */
  status: sessionOnlyProcedure.output(ZTwoFactorStatus).query(serve(getTwoFactorStatus)),

  /** The second step this session still owes (the /two-step screen), or null. */
  pending: publicSessionOnlyProcedure
    .output(ZPendingSecondFactor)
    .query(({ ctx }) => getPendingSecondFactor(deps(ctx), visitor(ctx))),

  /** A new secret for an authenticator app (QR code and key), waiting for its first code. */
  startTotp: publicSessionOnlyProcedure
    .output(ZTotpEnrolment)
    .mutation(({ ctx }) => startTotpEnrolment(deps(ctx), visitor(ctx), ctx.user)),

  /** The app's first code turns it on; answers the 10 recovery codes, shown once. */
  confirmTotp: publicSessionOnlyProcedure
    .input(ZTotpCodeInput)
    .output(ZTotpConfirmed)
    .mutation(({ ctx, input }) => confirmTotpEnrolment(deps(ctx), visitor(ctx), ctx.user, input)),

  /** The sign-in's second step: a code from the app or a recovery code. */
  verify: publicSessionOnlyProcedure
    .input(ZSecondFactorCodeInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => verifySecondFactor(deps(ctx), visitor(ctx), input)),

  /** New recovery codes for a current code from the app; the old ones stop working. */
  regenerateRecoveryCodes: sessionOnlyProcedure
    .input(ZTotpCodeInput)
    .output(ZRecoveryCodes)
    .mutation(serveVisitor(regenerateRecoveryCodes)),

  /** Turns the app off, for the password or a current code. */
  disable: sessionOnlyProcedure.input(ZDisableTotpInput).output(ZSuccess).mutation(serveVisitor(disableTotp)),
});
