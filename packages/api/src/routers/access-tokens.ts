import { z } from "zod";
import {
  ZAccessToken,
  ZCreateAccessTokenInput,
  ZCreatedAccessToken,
  ZRevokeAccessTokenInput,
} from "../schemas/access-tokens";
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
} from "../services/access-tokens/access-tokens";
import { serve, serveVisitor } from "../context";
import { protectedProcedure, router, sessionOnlyProcedure } from "../trpc";
import { ZSuccess } from "../schemas/success";

/** Personal access tokens for scripts and tools (`Authorization: Bearer lc_pat_...`). */
export const accessTokensRouter = router({
  /** The caller's tokens that were not revoked: name, scope, created, last used, expiry. Never a secret. */
  list: protectedProcedure.output(z.array(ZAccessToken)).query(serve(listAccessTokens)),

  /** Creates a token and answers its secret (`token`) this once. A token cannot make tokens. */
  create: sessionOnlyProcedure
    .input(ZCreateAccessTokenInput)
    .output(ZCreatedAccessToken)
    .mutation(serveVisitor(createAccessToken)),

  /** Revokes one of the caller's tokens; a write token may revoke itself or the caller's others. */
  revoke: protectedProcedure
    .input(ZRevokeAccessTokenInput)
    .output(ZSuccess)
    .mutation(serve(revokeAccessToken)),
});
