import {
  ZAdminAnalytics,
  ZAdminUserDashboard,
  ZAdminUserInput,
  ZDemoCredentials,
  ZUserEmailsFile,
} from "../schemas/admin";
import { getAdminAnalytics } from "../services/admin/analytics";
import { exportUserEmails, getDemoCredentials } from "../services/admin/super-admin";
import { getAdminUserDashboard } from "../services/admin/user-dashboard";
import { deps, serve, signedInVisitor } from "../context";
import { adminProcedure, router, superAdminProcedure } from "../trpc";

export const adminRouter = router({
  /** GET /api/admin/analytics: the admin dashboard's figures and the platform's health. */
  analytics: adminProcedure.output(ZAdminAnalytics).query(serve(getAdminAnalytics)),

  /** GET /api/admin/user/{userId}/dashboard: logged in the person's access log. */
  userDashboard: adminProcedure
    .input(ZAdminUserInput)
    .output(ZAdminUserDashboard)
    .query(serve(getAdminUserDashboard)),

  /** GET /api/admin/demo-credentials (super admins only). */
  demoCredentials: superAdminProcedure
    .output(ZDemoCredentials)
    .query(({ ctx }) => getDemoCredentials(deps(ctx), signedInVisitor(ctx))),

  /** GET /api/admin/download-emails (super admins only): the CSV file's name and text. */
  userEmails: superAdminProcedure
    .output(ZUserEmailsFile)
    .query(({ ctx }) => exportUserEmails(deps(ctx), signedInVisitor(ctx))),
});
