import { z } from "zod";
import { ZEmail, ZPassword } from "./auth";
import { roles, type Role } from "./domain";
import { ZRecordId } from "./record-id";
import { ZRole } from "./users";

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
/** The most people one CSV file may invite. */
export const INVITATION_IMPORT_MAX_ROWS = 2000;
/** The largest CSV file accepted, in characters: 2,000 rows of long names, addresses and groups fit. */
export const INVITATION_IMPORT_MAX_CHARS = 512 * 1024;
/** The columns of an import file, in any order; `name` and `email` are required. */
export const invitationImportColumns = ["name", "email", "role", "groups"] as const;
/** Groups in one cell are separated by this character. */
export const INVITATION_GROUP_SEPARATOR = ";";

export const INVITATION_INVALID =
  "This invitation link is invalid, has already been used, was withdrawn or has expired. Ask your administrator for a new one.";
export const INVITE_ADMIN_SUPER_ONLY = "Only a super admin can invite an admin.";
export const INVITATION_NOT_PENDING = "This invitation has already been accepted or withdrawn.";
export const accountExistsMessage = (email: string) => `An account with ${email} already exists.`;

/**
 * A spreadsheet runs a cell that starts with one of these as a formula: such names are refused (rather
 * than silently changed), so an export of the people list can never carry one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const FORMULA_NAME = "Name must not start with =, +, - or @.";

export const ZInviteeName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters")
  .refine((name) => !FORMULA_START.test(name), FORMULA_NAME);

const roleLabels: Record<Role, string> = { user: "User", admin: "Admin", super_admin: "Super admin" };
export const invitationRoleOptions = roles.map((value) => ({ value, label: roleLabels[value] }));

export const ZInviteInput = z.object({
  name: ZInviteeName,
  email: ZEmail,
  role: ZRole.default("user"),
});
export type InviteInput = z.input<typeof ZInviteInput>;

export const ZImportInvitationsInput = z.object({
  /** The file's text. */
  csv: z
    .string()
    .max(
      INVITATION_IMPORT_MAX_CHARS,
      `The file is too large: at most ${INVITATION_IMPORT_MAX_CHARS / 1024} KB (${INVITATION_IMPORT_MAX_ROWS.toLocaleString("en")} people).`,
    ),
  /** Validate and answer the rows without inviting anyone. */
  preview: z.boolean().default(false),
});
export type ImportInvitationsInput = z.input<typeof ZImportInvitationsInput>;

export const ZInvitee = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  groups: z.array(z.string()),
});
export type Invitee = z.infer<typeof ZInvitee>;

export const ZImportInvitationsResult = z.object({
  preview: z.boolean(),
  rows: z.array(ZInvitee),
  /** How many were invited: 0 for a preview. */
  invited: z.number().int(),
});
export type ImportInvitationsResult = z.infer<typeof ZImportInvitationsResult>;

export const ZInvitationIdInput = z.object({ id: ZRecordId });

export const ZPendingInvitation = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof ZPendingInvitation>;

export const INVITATIONS_PAGE_SIZE = 50;
export const ZListInvitationsInput = z.object({ cursor: ZRecordId.nullish() });
export const ZPendingInvitationsPage = z.object({
  items: z.array(ZPendingInvitation),
  nextCursor: z.number().int().nullable(),
});

/** An e-mailed link's token: 32 random bytes as base64url. Anything else cannot be a link we sent. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ZInvitationToken = z.string().regex(LINK_TOKEN_PATTERN, INVITATION_INVALID);
export const ZInvitationTokenInput = z.object({ token: ZInvitationToken });

/** What the accept page shows before the person chooses a password. */
export const ZInvitationPreview = z.object({
  name: z.string(),
  email: z.string(),
  /** 'Sign in with SSO' is offered too. */
  sso: z.boolean(),
});
export type InvitationPreview = z.infer<typeof ZInvitationPreview>;

export const ZAcceptInvitationInput = z.object({ token: ZInvitationToken, password: ZPassword });
export type AcceptInvitationInput = z.infer<typeof ZAcceptInvitationInput>;

export const ZInviteResult = z.object({ invitationId: z.number().int(), userId: z.number().int() });
export type InviteResult = z.infer<typeof ZInviteResult>;
