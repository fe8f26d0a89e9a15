import { z } from "zod";
import { isAdminRole, type Role } from "./domain";
import { ZRecordId } from "./record-id";
import { ZRole } from "./users";

/**
 * The people screen (/admin/people): every account of the organisation, a keyset page at a time, with
 * a search, filters and an order; role changes, deactivation and reactivation, one at a time or in bulk.
 */

/** Rows per page, and the most a caller may ask for. */
export const PEOPLE_PAGE_SIZE = 50;
const MAX_PEOPLE_PAGE_SIZE = 100;
/** A search is a piece of a name or an e-mail address, found anywhere in it. */
export const MAX_PEOPLE_SEARCH_LENGTH = 100;
/** One bulk action names at most this many people; each is checked by the rules of a single change. */
export const MAX_BULK_PEOPLE = 500;
/** The groups a row of the list names (by name); `groupCount` says how many there are in all. */
export const PERSON_GROUPS_SHOWN = 10;

/**
 * Where an account stands: `invited` while an invitation (or an identity provider) has made it and
 * nobody has used it yet, `active` once the person has, `deactivated` when an admin (or SCIM) switched
 * it off. Only `is_active` lets anyone in; an invited account is active and simply unused.
 */
export const personStatuses = ["invited", "active", "deactivated"] as const;
export type PersonStatus = (typeof personStatuses)[number];
export const personStatusLabels: Record<PersonStatus, string> = {
  invited: "Invited",
  active: "Active",
  deactivated: "Deactivated",
};

export function personStatus(account: { isActive: boolean; joinedAt: unknown }): PersonStatus {
  if (!account.isActive) return "deactivated";
  return account.joinedAt === null ? "invited" : "active";
}

export const peopleSorts = ["name", "email", "lastSignIn", "newest"] as const;
export type PeopleSort = (typeof peopleSorts)[number];
export const peopleSortLabels: Record<PeopleSort, string> = {
  name: "Name",
  email: "E-mail",
  lastSignIn: "Last sign-in",
  newest: "Date added",
};
export const sortOrders = ["asc", "desc"] as const;
export type SortOrder = (typeof sortOrders)[number];
/** The direction each order starts in: names A to Z, the latest sign-in and the newest account first. */
export const defaultSortOrder: Record<PeopleSort, SortOrder> = {
  name: "asc",
  email: "asc",
  lastSignIn: "desc",
  newest: "desc",
};

/**
 * The keyset position after the last row shown, opaque to callers (`nextCursor` of the page before): the
 * order it belongs to, that row's sort value (lower-cased name or address, last sign-in to the
 * microsecond, or nothing for `newest`) and its id, as base64url JSON.
 */
const ZCursorBody = z.object({
  sort: z.enum(peopleSorts),
  order: z.enum(sortOrders),
  value: z.string().max(1000).nullable(),
  id: ZRecordId,
});
export type PeopleCursor = z.infer<typeof ZCursorBody>;

const CURSOR_MESSAGE = "cursor must be the nextCursor of an earlier page";

// base64url by hand: this module runs in the browser too, where there is no Buffer.
function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeCursor(cursor: string): unknown {
  try {
    const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    return null;
  }
}

export const ZPeopleCursor = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+$/, CURSOR_MESSAGE)
  .transform((cursor, ctx) => {
    const parsed = ZCursorBody.safeParse(decodeCursor(cursor));
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return parsed.data;
  });

export function encodePeopleCursor(cursor: PeopleCursor): string {
  return toBase64Url(JSON.stringify(cursor));
}

/** Filters shared by the list and whatever narrows it; every one optional. */
export const ZPeopleFilter = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_PEOPLE_SEARCH_LENGTH, `search must be at most ${MAX_PEOPLE_SEARCH_LENGTH} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  role: ZRole.optional(),
  status: z.enum(personStatuses).optional(),
  groupId: ZRecordId.optional(),
});
export type PeopleFilter = z.output<typeof ZPeopleFilter>;

export const ZListPeopleInput = ZPeopleFilter.extend({
  sort: z.enum(peopleSorts).default("name"),
  order: z.enum(sortOrders).optional(),
  cursor: ZPeopleCursor.optional(),
  limit: z.number().int().min(1).max(MAX_PEOPLE_PAGE_SIZE).default(PEOPLE_PAGE_SIZE),
})
  .transform((input) => ({ ...input, order: input.order ?? defaultSortOrder[input.sort] }))
  .refine(
    (input) =>
      input.cursor === undefined || (input.cursor.sort === input.sort && input.cursor.order === input.order),
    { message: "cursor belongs to another order: start again from the first page", path: ["cursor"] },
  );
export type ListPeopleInput = z.input<typeof ZListPeopleInput>;
export type ListPeopleQuery = z.output<typeof ZListPeopleInput>;

export const ZPersonGroup = z.object({ id: z.number(), name: z.string() });

export const ZPerson = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  status: z.enum(personStatuses),
  /** The first PERSON_GROUPS_SHOWN groups by name. */
  groups: z.array(ZPersonGroup),
  groupCount: z.number(),
  lastLoginAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  createdAt: z.string(),
  /** An invited person's invitation waiting for an answer, to resend or revoke; null otherwise. */
  pendingInvitationId: z.number().nullable(),
});
export type Person = z.infer<typeof ZPerson>;

export const ZPeoplePage = z.object({
  people: z.array(ZPerson),
  nextCursor: z.string().nullable(),
});
export type PeoplePage = z.infer<typeof ZPeoplePage>;

/** `PATCH /api/admin/people/{id}`: the role to give. */
export const ZSetRoleInput = z.object({ id: ZRecordId, role: ZRole });
export type SetRoleInput = z.infer<typeof ZSetRoleInput>;

export const ZPersonIdInput = z.object({ id: ZRecordId });
export type PersonIdInput = z.infer<typeof ZPersonIdInput>;

/** The ids of a bulk action: at least one, at most MAX_BULK_PEOPLE, each once. */
export const ZPeopleIds = z
  .array(ZRecordId)
  .min(1, "choose at least one person")
  .max(MAX_BULK_PEOPLE, `choose at most ${MAX_BULK_PEOPLE} people at a time`)
  .transform((ids) => [...new Set(ids)]);

export const ZBulkPeopleInput = z.object({ ids: ZPeopleIds });
export type BulkPeopleInput = z.output<typeof ZBulkPeopleInput>;

/**
 * What a bulk action did, person by person: `changed` now have the state asked for, `unchanged` had it
 * already, `refused` were left as they were with the reason (the one a single change would give).
 */
export const ZBulkOutcome = z.object({
  changed: z.array(z.number()),
  unchanged: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkOutcome = z.infer<typeof ZBulkOutcome>;

/** One person after a change, as the list shows them. */
export const ZPersonChange = z.object({ person: ZPerson, changed: z.boolean() });
export type PersonChange = z.infer<typeof ZPersonChange>;

// The rules of role changes and deactivation, in the words the server refuses with (and the screen
// uses to hide what would be refused).
export const ROLE_CHANGE_NEEDS_SUPER_ADMIN = "Only a super admin can grant or remove admin roles.";
export const OWN_ROLE_UNCHANGEABLE = "You can't change your own role. Ask another super admin.";
export const OWN_ACCOUNT_UNDEACTIVATABLE = "You can't deactivate your own account.";
export const ADMIN_STATUS_NEEDS_SUPER_ADMIN =
  "Only a super admin can deactivate or reactivate an admin or super admin.";
export const PERSON_NOT_FOUND = "That person no longer has an account.";

/**
 * Whether `caller` may change someone's role from `from` to `to`: only a super admin, never their own
 * (roles other than 'user' are admin roles, so every change grants or removes one).
 */
export function roleChangeRefusal(
  caller: { id: number; role: Role },
  target: { id: number; role: Role },
  to: Role,
): string | null {
  if (caller.id === target.id) return OWN_ROLE_UNCHANGEABLE;
  if ((isAdminRole(target.role) || isAdminRole(to)) && caller.role !== "super_admin")
    return ROLE_CHANGE_NEEDS_SUPER_ADMIN;
  return null;
}

/** Whether `caller` may deactivate or reactivate `target`: not themselves, and admins only by a super admin. */
export function statusChangeRefusal(
  caller: { id: number; role: Role },
  target: { id: number; role: Role },
): string | null {
  if (caller.id === target.id) return OWN_ACCOUNT_UNDEACTIVATABLE;
  if (isAdminRole(target.role) && caller.role !== "super_admin") return ADMIN_STATUS_NEEDS_SUPER_ADMIN;
  return null;
}
