import {
  ZAccountDataExport,
  ZAccountDeletions,
  ZDeleteAccountInput,
  ZDeletionRequirements,
} from "../schemas/account";
import {
  deleteAccount,
  getDeletionRequirements,
  listAccountDeletions,
  type ErasingCaller,
} from "../services/account/erase";
import { exportAccountData } from "../services/account/export";
import { deps, serve, signedInVisitor } from "../context";
import type { ProtectedContext } from "../trpc";
import { adminProcedure, protectedProcedure, router, sessionOnlyProcedure } from "../trpc";
import { ZSuccess } from "../schemas/success";

function erasingCaller(ctx: ProtectedContext): ErasingCaller {
  return { ...signedInVisitor(ctx), credential: ctx.credential };
}

export const accountRouter = router({
  /** 'Download my data' (GET /api/account/export): everything stored about the caller, secrets left out. */
  exportData: protectedProcedure.output(ZAccountDataExport).query(serve(exportAccountData)),

  /** What 'Delete my account' asks for: the password, or a fresh SSO sign-in. */
  deletionRequirements: protectedProcedure
    .output(ZDeletionRequirements)
    .query(({ ctx }) => getDeletionRequirements(deps(ctx), erasingCaller(ctx))),

  /** 'Delete my account' (DELETE /api/account): erases the caller and ends the session; never by token. */
  deleteAccount: sessionOnlyProcedure
    .input(ZDeleteAccountInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => deleteAccount(deps(ctx), erasingCaller(ctx), input)),

  /** Admins: erasures as events (a random id and a time), never whose. */
  deletions: adminProcedure.output(ZAccountDeletions).query(serve(listAccountDeletions)),
});
