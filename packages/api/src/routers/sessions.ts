import { z } from "zod";
import { serveVisitor } from "../context";
import { ZRevokedSessions, ZRevokeSessionInput, ZSessionInfo } from "../schemas/sessions";
import { ZSuccess } from "../schemas/success";
import { listSessions, revokeOtherSessions, revokeSession } from "../services/sessions/sessions";
import { router, sessionOnlyProcedure } from "../trpc";

/**
 * The caller's own signed-in sessions (browser cookies; access tokens are listed under `accessTokens`).
 * Session-only: a token has no session to be 'this device'.
 */
export const sessionsRouter = router({
  /** Device, browser, IP address, first and last seen, and which one is this device. */
  list: sessionOnlyProcedure.output(z.array(ZSessionInfo)).query(serveVisitor(listSessions)),

  /** Ends one session; its device is signed out on its next request. */
  revoke: sessionOnlyProcedure
    .input(ZRevokeSessionInput)
    .output(ZSuccess)
    .mutation(serveVisitor(revokeSession)),

  /** 'Sign out everywhere else': ends every session but this one. */
  revokeOthers: sessionOnlyProcedure.output(ZRevokedSessions).mutation(serveVisitor(revokeOtherSessions)),
});
