import { newSecretToken, unusablePasswordHash } from "../../lib/secret-token";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import type { z } from "zod";
import {
  accountExistsMessage,
  INVITE_ADMIN_SUPER_ONLY,
  type ImportInvitationsInput,
  type ImportInvitationsResult,
  type Invitee,
  type InviteResult,
  type ZInviteInput,
} from "../../schemas/invitations";
import { actedBy, insertAuditEvents } from "../audit/queries";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { enqueueEmails } from "../email/outbox";
import { parseInviteeCsv, refuseRows, type RowError } from "./csv";
import { composeInvitationEmail, invitationExpiry } from "./email";
import {
  findExistingEmails,
  findGroupsByName,
  insertGroupMembers,
  insertInvitations,
  insertInvitedUsers,
} from "./queries";

const USERS_EMAIL_KEY = "users_email_lower_key";

/**
 * What the database says about the rows: an address that already has an account, a group that does not
 * exist, an admin role the caller may not give. Returns each row's group ids, or the bad rows.
 */
async function checkAgainstDatabase(
  { db }: ServiceDeps,
  caller: SignedInVisitor,
  invitees: readonly Invitee[],
): Promise<{ groupIds: number[][] } | { errors: RowError[] }> {
  const existing = await findExistingEmails(
    db,
    invitees.map((i) => i.email),
  );
  const groups = await findGroupsByName(db, [...new Set(invitees.flatMap((i) => i.groups))]);
  const errors: RowError[] = [];
  const groupIds = invitees.map((invitee) => {
    const problems: string[] = [];
    if (existing.has(invitee.email.toLowerCase())) problems.push(accountExistsMessage(invitee.email));
    if (invitee.role !== "user" && caller.user.role !== "super_admin") problems.push(INVITE_ADMIN_SUPER_ONLY);
    const ids = invitee.groups.map((name) => {
      const id = groups.get(name.toLowerCase());
      if (id === undefined) problems.push(`Unknown group "${name}"; create it first.`);
      return id ?? 0;
    });
    if (problems.length > 0) errors.push({ row: invitee.row, message: problems.join(" ") });
    return ids;
  });
  return errors.length > 0 ? { errors } : { groupIds };
}

/**
 * Makes the accounts, their invitations, group memberships, e-mails and audit events: a few statements
 * in one transaction whatever the number of people, so an import is all or nothing. Every account's
 * password column holds one Argon2 hash of 32 random bytes nobody keeps (one hash per import: hashing
 * is the slow part, and a secret nobody has is as unusable shared as alone).
 */
async function invite(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  invitees: readonly Invitee[],
  groupIds: readonly number[][],
): Promise<{ invitationId: number; userId: number }[]> {
  const { db, config } = deps;
  const now = deps.now();
  const password = await unusablePasswordHash();
  const planned = invitees.map((invitee, index) => ({
    invitee,
    groupIds: groupIds[index] ?? [],
    ...newSecretToken(),
  }));
  return db.transaction().execute(async (trx) => {
    const users = await insertInvitedUsers(
      trx,
      invitees.map((i) => ({ name: i.name, email: i.email, role: i.role, password })),
    );
    const idByEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
    const made = planned.map((plan) => {
      const userId = idByEmail.get(plan.invitee.email.toLowerCase());
      if (userId === undefined) throw new Error("An invited account was not returned by its insert");
      return { ...plan, userId };
    });
    const invitations = await insertInvitations(
      trx,
      made.map(({ userId, tokenHash }) => ({
        userId,
        tokenHash,
        invitedBy: caller.user.id,
        sentAt: now,
        expiresAt: invitationExpiry(now),
      })),
    );
    await insertGroupMembers(
      trx,
      made.flatMap(({ userId, groupIds: ids }) => ids.map((groupId) => ({ groupId, userId, addedAt: now }))),
    );
    await enqueueEmails(
      trx,
      made.map(({ invitee, token }) => composeInvitationEmail(config, invitee, token, now)),
    );
    await insertAuditEvents(
      trx,
      made.map(({ invitee, userId }) =>
        actedBy(caller, {
          action: "invitation.sent",
          subject: { type: "user", id: userId },
          detail: { role: invitee.role, groups: invitee.groups.length },
          at: now,
        }),
      ),
    );
    return invitations.map((i) => ({ invitationId: i.id, userId: i.userId }));
  });
}

/** Invites one person (POST /api/admin/invitations). Only a super admin may invite an admin. */
export async function invitePerson(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: z.output<typeof ZInviteInput>,
): Promise<InviteResult> {
  if (input.role !== "user" && caller.user.role !== "super_admin") {
    throw new AppError("FORBIDDEN", INVITE_ADMIN_SUPER_ONLY);
  }
  const invitee: Invitee = { row: 1, ...input, groups: [] };
  try {
    const [created] = await invite(deps, caller, [invitee], [[]]);
    if (!created) throw new Error("The invitation was not created");
    return created;
  } catch (error) {
    // The same address checked after the fact: the index decides even when two admins race.
    if (isUniqueViolation(error, USERS_EMAIL_KEY))
      throw new AppError("CONFLICT", accountExistsMessage(input.email));
    throw error;
  }
}

/**
 * Invites the people of a CSV file (POST /api/admin/invitations/import): every row is checked, and any
 * problem refuses the whole file naming the rows. With `preview` nothing is written and the rows come
 * back for the admin to confirm.
 */
export async function importInvitations(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: Required<ImportInvitationsInput>,
): Promise<ImportInvitationsResult> {
  const { invitees, errors } = parseInviteeCsv(input.csv);
  const checked = await checkAgainstDatabase(deps, caller, invitees);
  if (errors.length > 0 || "errors" in checked) {
    return refuseRows([...errors, ...("errors" in checked ? checked.errors : [])]);
  }
  if (input.preview) return { preview: true, rows: invitees, invited: 0 };
  try {
    const created = await invite(deps, caller, invitees, checked.groupIds);
    return { preview: false, rows: invitees, invited: created.length };
  } catch (error) {
    // Another admin invited one of these addresses meanwhile: the unique index refused the whole
    // batch, and a second look names the row whose account now exists.
    if (!isUniqueViolation(error, USERS_EMAIL_KEY)) throw error;
    const again = await checkAgainstDatabase(deps, caller, invitees);
    if ("errors" in again) return refuseRows(again.errors);
    throw error;
  }
}
