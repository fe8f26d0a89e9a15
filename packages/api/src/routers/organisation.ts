import {
  ZOrganisationSettings,
  ZPublicSignUpPolicy,
  ZUpdateOrganisationSettingsInput,
} from "../schemas/organisation";
import {
  getOrganisationSettings,
  getPublicSignUpPolicy,
  updateOrganisationSettings,
} from "../services/organisation/settings";
import { deps, serve, signedInVisitor } from "../context";
import { publicProcedure, router, superAdminProcedure } from "../trpc";

export const organisationRouter = router({
  /** GET /api/admin/settings (super admins): the sign-up policy and the audit retention. */
  settings: superAdminProcedure.output(ZOrganisationSettings).query(serve(getOrganisationSettings)),

  /** PUT /api/admin/settings (super admins): written with its audit event. */
  update: superAdminProcedure
    .input(ZUpdateOrganisationSettingsInput)
    .output(ZOrganisationSettings)
    .mutation(({ ctx, input }) => updateOrganisationSettings(deps(ctx), signedInVisitor(ctx), input)),

  /** GET /api/auth/signup-policy (public): the kind of policy only, so the sign-up screen can say so. */
  signUpPolicy: publicProcedure.output(ZPublicSignUpPolicy).query(serve(getPublicSignUpPolicy)),
});
