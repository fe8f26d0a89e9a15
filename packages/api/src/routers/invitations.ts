import { z } from "zod";
import {
  ZAcceptInvitationInput,
  ZImportInvitationsInput,
  ZImportInvitationsResult,
  ZInvitationIdInput,
  ZInvitationPreview,
  ZInvitationTokenInput,
  ZInviteInput,
  ZInviteResult,
  ZListInvitationsInput,
  ZPendingInvitationsPage,
} from "../schemas/invitations";
import { ZPublicUser } from "../schemas/users";
import { acceptInvitation, previewInvitation } from "../services/invitations/accept";
import { importInvitations, invitePerson } from "../services/invitations/invite";
import { listInvitations, resendInvitation, revokeInvitation } from "../services/invitations/manage";
import { deps, serve, signedInVisitor, visitor } from "../context";
import { adminProcedure, publicProcedure, publicSessionOnlyProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

export const invitationsRouter = router({
  /** GET /api/admin/invitations: pending invitations, newest first, a page at a time. */
  list: adminProcedure
    .input(ZListInvitationsInput)
    .output(ZPendingInvitationsPage)
    .query(serve(listInvitations)),

  /** POST /api/admin/invitations: one person; only a super admin invites an admin. */
  invite: adminProcedure
    .input(ZInviteInput)
    .output(ZInviteResult)
    .mutation(({ ctx, input }) => invitePerson(deps(ctx), signedInVisitor(ctx), input)),

  /** POST /api/admin/invitations/import: a CSV file, all or nothing; `preview` checks without inviting. */
  import: adminProcedure
    .input(ZImportInvitationsInput)
    .output(ZImportInvitationsResult)
    .mutation(({ ctx, input }) => importInvitations(deps(ctx), signedInVisitor(ctx), input)),

  /** POST /api/admin/invitations/{id}/resend: a new link, 14 more days. */
  resend: adminProcedure
    .input(ZInvitationIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => resendInvitation(deps(ctx), signedInVisitor(ctx), input)),

  /** DELETE /api/admin/invitations/{id}: the link stops working; a never-joined account goes with it. */
  revoke: adminProcedure
    .input(ZInvitationIdInput)
    .output(ZSuccess.extend({ accountDeleted: z.boolean() }))
    .mutation(({ ctx, input }) => revokeInvitation(deps(ctx), signedInVisitor(ctx), input)),

  /** GET /api/invitations/{token} (public): whom a link invites, for the accept page. */
  preview: publicProcedure
    .input(ZInvitationTokenInput)
    .output(ZInvitationPreview)
    .query(({ ctx, input }) => previewInvitation(deps(ctx), visitor(ctx), input)),

  /** POST /api/invitations/accept (public): sets the password and signs the person in. */
  accept: publicSessionOnlyProcedure
    .input(ZAcceptInvitationInput)
    .output(z.object({ user: ZPublicUser }))
    .mutation(({ ctx, input }) => acceptInvitation(deps(ctx), visitor(ctx), input)),
});
