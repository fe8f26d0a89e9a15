import {
  ZChangeGroupMembersInput,
  ZCreateGroupInput,
  ZGroup,
  ZGroupIdInput,
  ZGroupMembersChange,
  ZGroupPage,
  ZListGroupsInput,
  ZRenameGroupInput,
} from "../schemas/groups";
import {
  addMembers,
  createGroup,
  deleteGroupById,
  getGroup,
  listGroups,
  removeMembers,
  renameGroupById,
} from "../services/groups/groups";
import { serve, serveVisitor } from "../context";
import { adminProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

/**
 * Groups of people (/admin/groups), admins. A group's members are listed by the people list's group
 * filter; a group the identity provider manages (SCIM) is changed there only.
 */
export const groupsRouter = router({
  /** GET /api/admin/groups?search&cursor&limit: by name, with member counts. */
  list: adminProcedure.input(ZListGroupsInput).output(ZGroupPage).query(serve(listGroups)),

  /** GET /api/admin/groups/{id}: one group (the people screen names the group it filters by). */
  get: adminProcedure.input(ZGroupIdInput).output(ZGroup).query(serve(getGroup)),

  /** POST /api/admin/groups: { name }, unique whatever its case (409). */
  create: adminProcedure.input(ZCreateGroupInput).output(ZGroup).mutation(serveVisitor(createGroup)),

  /** PATCH /api/admin/groups/{id}: { name }. */
  rename: adminProcedure.input(ZRenameGroupInput).output(ZGroup).mutation(serveVisitor(renameGroupById)),

  /** POST /api/admin/groups/{id}/members: { userIds } (up to 500). */
  addMembers: adminProcedure
    .input(ZChangeGroupMembersInput)
    .output(ZGroupMembersChange)
    .mutation(serveVisitor(addMembers)),

  /** POST /api/admin/groups/{id}/members/remove: { userIds } (up to 500). */
  removeMembers: adminProcedure
    .input(ZChangeGroupMembersInput)
    .output(ZGroupMembersChange)
    .mutation(serveVisitor(removeMembers)),

  /**
   * DELETE /api/admin/groups/{id}: the group and its memberships; the people stay. A group already gone
   * answers the same, so a repeated delete is harmless.
   */
  delete: adminProcedure.input(ZGroupIdInput).output(ZSuccess).mutation(serveVisitor(deleteGroupById)),
});
