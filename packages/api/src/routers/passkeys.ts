import { z } from "zod";
import { deps, serveVisitor, visitor } from "../context";
import {
  ZPasskeyAssertionInput,
  ZPasskeyCreationOptions,
  ZPasskeyInfo,
  ZPasskeyRequestOptions,
  ZRegisterPasskeyInput,
  ZRemovePasskeyInput,
  ZRenamePasskeyInput,
} from "../schemas/passkeys";
import { ZSuccess } from "../schemas/success";
import { ZPublicUser } from "../schemas/users";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from "../services/passkeys/passkeys";
import { enrolmentPasskeyOptions, enrolWithPasskey } from "../services/passkeys/enrolment";
import {
  passkeySecondFactorOptions,
  passkeySignInOptions,
  signInWithPasskey,
  verifyPasskeySecondFactor,
} from "../services/passkeys/sign-in";
import { publicSessionOnlyProcedure, router, sessionOnlyProcedure } from "../trpc";

/**
 * The caller's passkeys (WebAuthn) and signing in with one. Session-only: a passkey is a way into the
 * browser session, never something an access token manages. The option steps are mutations because
 * each stores a single-use challenge.
 */
export const passkeysRouter = router({
  /** Name, when added and when last used, oldest first. */
  list: sessionOnlyProcedure.output(z.array(ZPasskeyInfo)).query(serveVisitor(listPasskeys)),

  /** Starts adding a passkey: options for `navigator.credentials.create`. */
  registrationOptions: sessionOnlyProcedure
    .output(ZPasskeyCreationOptions)
    .mutation(serveVisitor(passkeyRegistrationOptions)),

  /** Finishes adding a passkey with the browser's answer; sends the 'passkey added' e-mail. */
  register: sessionOnlyProcedure
    .input(ZRegisterPasskeyInput)
    .output(ZPasskeyInfo)
    .mutation(serveVisitor(registerPasskey)),

  rename: sessionOnlyProcedure
    .input(ZRenamePasskeyInput)
    .output(ZSuccess)
    .mutation(serveVisitor(renamePasskey)),

  /** Removes a passkey; sends the 'passkey removed' e-mail. */
  remove: sessionOnlyProcedure
    .input(ZRemovePasskeyInput)
    .output(ZSuccess)
    .mutation(serveVisitor(removePasskey)),

  /** Starts 'Sign in with a passkey': options for `navigator.credentials.get`, naming no account. */
  signInOptions: publicSessionOnlyProcedure
    .output(ZPasskeyRequestOptions)
    .mutation(({ ctx }) => passkeySignInOptions(deps(ctx), visitor(ctx))),

  /** Signs in whoever's passkey answered, without a password. */
  signIn: publicSessionOnlyProcedure
    .input(ZPasskeyAssertionInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => signInWithPasskey(deps(ctx), visitor(ctx), input)),

  /** The sign-in's second step ('Use a passkey'): options naming the pending account's passkeys. */
  secondFactorOptions: publicSessionOnlyProcedure
    .output(ZPasskeyRequestOptions)
    .mutation(({ ctx }) => passkeySecondFactorOptions(deps(ctx), visitor(ctx))),

  /** Finishes the pending sign-in with one of its account's passkeys. */
  verifySecondFactor: publicSessionOnlyProcedure
    .input(ZPasskeyAssertionInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => verifyPasskeySecondFactor(deps(ctx), visitor(ctx), input)),

  /**
   * 'Register a passkey instead' while a sign-in waits for the enrolment the policy requires: options for
   * the pending account only (refused when nothing is pending or the account already has a factor).
   */
  enrolmentOptions: publicSessionOnlyProcedure
    .output(ZPasskeyCreationOptions)
    .mutation(({ ctx }) => enrolmentPasskeyOptions(deps(ctx), visitor(ctx))),

  /** Stores that passkey ('passkey added' e-mail) and finishes the sign-in with it as the second factor. */
  enrol: publicSessionOnlyProcedure
    .input(ZRegisterPasskeyInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => enrolWithPasskey(deps(ctx), visitor(ctx), input)),
});
