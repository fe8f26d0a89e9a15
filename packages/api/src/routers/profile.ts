import { z } from "zod";
import { ZUpdateProfileInput } from "../schemas/auth";
import { ZPublicUser } from "../schemas/users";
import { serveVisitor } from "../context";
import { updateProfile } from "../services/profile/profile";
import { router, sessionOnlyProcedure } from "../trpc";

export const profileRouter = router({
  // Session only: the profile holds the e-mail address that password resets go to, so a token that could
  // change it could take the whole account.
  update: sessionOnlyProcedure
    .input(ZUpdateProfileInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(serveVisitor(updateProfile)),
});
