import { z } from "zod";
import { ZCreatedScimToken, ZCreateScimTokenInput, ZRevokeScimTokenInput, ZScimToken } from "../schemas/scim";
import { createScimToken, listScimTokens, revokeScimToken } from "../services/scim/tokens";
import { serve } from "../context";
import { router, superAdminProcedure } from "../trpc";
import { ZSuccess } from "../schemas/success";

/** The bearer tokens identity providers use for SCIM provisioning (/scim/v2), on /admin/settings. */
export const scimTokensRouter = router({
  /** The tokens not revoked: name, prefix, created, last used. Never a secret. */
  list: superAdminProcedure.output(z.array(ZScimToken)).query(serve(listScimTokens)),

  /** Creates a token and answers its secret (`token`) this once. Never through an access token. */
  create: superAdminProcedure
    .meta({ sessionOnly: true })
    .input(ZCreateScimTokenInput)
    .output(ZCreatedScimToken)
    .mutation(serve(createScimToken)),

  /** Revokes a token: the identity provider's next request gets 401. */
  revoke: superAdminProcedure.input(ZRevokeScimTokenInput).output(ZSuccess).mutation(serve(revokeScimToken)),
});
