import {
  ZBulkOutcome,
  ZBulkPeopleInput,
  ZListPeopleInput,
  ZPeoplePage,
  ZPersonChange,
  ZPersonIdInput,
  ZSetRoleInput,
} from "../schemas/people";
import {
  deactivatePeople,
  deactivatePerson,
  listPeople,
  reactivatePeople,
  reactivatePerson,
  setPersonRole,
} from "../services/people/people";
import { resetSecondFactor } from "../services/two-factor/admin-reset";
import { ZSuccess } from "../schemas/success";
import { serve, serveVisitor } from "../context";
import { adminProcedure, router } from "../trpc";

/**
 * The people screen (/admin/people), admins: every rule is the service's (a role change by a super
 * admin only, nobody acting on themselves, the last super admin kept).
 */
export const peopleRouter = router({
  /** GET /api/admin/people: search, filters, order, a keyset page at a time. */
  list: adminProcedure.input(ZListPeopleInput).output(ZPeoplePage).query(serve(listPeople)),

  /** PATCH /api/admin/people/{id}: { role }. */
  setRole: adminProcedure.input(ZSetRoleInput).output(ZPersonChange).mutation(serveVisitor(setPersonRole)),

  /** POST /api/admin/people/{id}/deactivate */
  deactivate: adminProcedure
    .input(ZPersonIdInput)
    .output(ZPersonChange)
    .mutation(serveVisitor(deactivatePerson)),

  /** POST /api/admin/people/{id}/reactivate */
  reactivate: adminProcedure
    .input(ZPersonIdInput)
    .output(ZPersonChange)
    .mutation(serveVisitor(reactivatePerson)),

  /**
   * POST /api/admin/people/{id}/reset-second-factor: a lost phone; never one's own, an admin's only by a
   * super admin (audited, and the person is told by e-mail).
   */
  resetSecondFactor: adminProcedure
    .input(ZPersonIdInput)
    .output(ZSuccess)
    .mutation(serveVisitor(resetSecondFactor)),

  /** POST /api/admin/people/deactivate: { ids } (up to 500), each refusal reported with its reason. */
  deactivateMany: adminProcedure
    .input(ZBulkPeopleInput)
    .output(ZBulkOutcome)
    .mutation(serveVisitor(deactivatePeople)),

  /** POST /api/admin/people/reactivate: { ids } (up to 500). */
  reactivateMany: adminProcedure
    .input(ZBulkPeopleInput)
    .output(ZBulkOutcome)
    .mutation(serveVisitor(reactivatePeople)),
});
