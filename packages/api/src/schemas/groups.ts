import { z } from "zod";
import { ZPeopleIds } from "./people";
import { ZRecordId } from "./record-id";

/**
 * Groups of people (a team, a cohort, a department), made by admins or by the identity provider
 * (SCIM). Names are unique whatever their case; the analytics filter by group.
 */

/** The database's CHECK holds the same bounds. */
export const MAX_GROUP_NAME_LENGTH = 100;
/** Groups per page of their list (and of the pickers that search them), and the most one may ask for. */
export const GROUPS_PAGE_SIZE = 50;
const MAX_GROUPS_PAGE_SIZE = 200;

export const GROUP_NOT_FOUND = "That group no longer exists.";
export const GROUP_MANAGED_EXTERNALLY =
  "This group is managed by your identity provider (SCIM): change it there, and it follows here.";
export function groupNameTaken(name: string): string {
  return `A group named '${name}' already exists. Choose another name.`;
}

export const ZGroupName = z
  .string()
  .trim()
  .min(1, "Please enter a group name")
  .max(MAX_GROUP_NAME_LENGTH, `Group names are at most ${MAX_GROUP_NAME_LENGTH} characters`);

export const ZCreateGroupInput = z.object({ name: ZGroupName });
export type CreateGroupInput = z.infer<typeof ZCreateGroupInput>;

export const ZRenameGroupInput = z.object({ id: ZRecordId, name: ZGroupName });
export type RenameGroupInput = z.infer<typeof ZRenameGroupInput>;

export const ZGroupIdInput = z.object({ id: ZRecordId });
export type GroupIdInput = z.infer<typeof ZGroupIdInput>;

/** The page after the last group shown: its lower-cased name and id, as `<id>:<name>`. */
const GROUP_CURSOR = /^([1-9]\d{0,9}):(.*)$/s;
export const ZGroupCursor = z
  .string()
  .max(MAX_GROUP_NAME_LENGTH * 4 + 12)
  .regex(GROUP_CURSOR, "cursor must be the nextCursor of an earlier page")
  .transform((cursor) => {
    const [, id = "", name = ""] = GROUP_CURSOR.exec(cursor) ?? [];
    return { id: Number(id), name };
  });
export type GroupCursor = z.output<typeof ZGroupCursor>;

/** The cursor after a group, from its id and its name as the database lower-cases it. */
export function groupCursorAfter(id: number, lowerName: string): string {
  return `${id}:${lowerName}`;
}

export const ZListGroupsInput = z
  .object({
    /** The start of a name (any case). */
    search: z
      .string()
      .trim()
      .max(MAX_GROUP_NAME_LENGTH)
      .optional()
      .transform((v) => (v ? v : undefined)),
    cursor: ZGroupCursor.optional(),
    limit: z.number().int().min(1).max(MAX_GROUPS_PAGE_SIZE).default(GROUPS_PAGE_SIZE),
  })
  .optional()
  .transform((v) => ({ search: v?.search, cursor: v?.cursor, limit: v?.limit ?? GROUPS_PAGE_SIZE }));
export type ListGroupsInput = z.input<typeof ZListGroupsInput>;

export const ZGroup = z.object({
  id: z.number(),
  name: z.string(),
  memberCount: z.number(),
  /** Made by the identity provider (SCIM): it is changed there, not here. */
  managedExternally: z.boolean(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof ZGroup>;

export const ZGroupPage = z.object({ groups: z.array(ZGroup), nextCursor: z.string().nullable() });
export type GroupPage = z.infer<typeof ZGroupPage>;

export const ZChangeGroupMembersInput = z.object({ id: ZRecordId, userIds: ZPeopleIds });
export type ChangeGroupMembersInput = z.output<typeof ZChangeGroupMembersInput>;

/** What adding or removing members did: `changed` joined (or left), `unchanged` were in (or out) already, `notFound` have no account. */
export const ZGroupMembersChange = z.object({
  group: ZGroup,
  changed: z.array(z.number()),
  unchanged: z.array(z.number()),
  notFound: z.array(z.number()),
});
export type GroupMembersChange = z.infer<typeof ZGroupMembersChange>;
