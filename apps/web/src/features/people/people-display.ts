import {
  personStatusLabels,
  roleChangeRefusal,
  secondFactorResetRefusal,
  statusChangeRefusal,
  type BulkOutcome,
  type Person,
  type PersonStatus,
} from "@leadcoach/api/schemas";
import { formatInstantDate } from "../../lib/format-date";

export const statusColors: Record<PersonStatus, string> = {
  invited: "blue",
  active: "green",
  deactivated: "gray",
};

export function statusLabel(status: PersonStatus): string {
  return personStatusLabels[status];
}

/** A person's last sign-in as a date, or 'Never'. */
export function lastSignInText(person: Pick<Person, "lastLoginAt">): string {
  return person.lastLoginAt ? formatInstantDate(person.lastLoginAt) : "Never";
}

/** How many of a person's groups the row names; the rest are counted ('+3 more'). */
export const GROUPS_IN_ROW = 3;

/** What a bulk action did, in a sentence ('3 deactivated, 1 already was. 2 were not changed:'). */
export function bulkSummary(outcome: BulkOutcome, verb: "deactivated" | "reactivated"): string {
  const parts = [`${outcome.changed.length} ${verb}`];
  if (outcome.unchanged.length > 0) parts.push(`${outcome.unchanged.length} already ${verb}`);
  const refused = outcome.refused.length;
  const tail = refused > 0 ? ` ${refused} ${refused === 1 ? "was" : "were"} not changed:` : "";
  return `${parts.join(", ")}.${tail}`;
}

/** A refused person by name when the screen has them, else by id. */
export function refusedName(id: number, people: readonly Pick<Person, "id" | "name">[]): string {
  return people.find((p) => p.id === id)?.name ?? `Person #${id}`;
}

export type PersonAction = "role" | "deactivate" | "reactivate" | "resend" | "revoke" | "resetSecondFactor";

/**
 * The actions the signed-in admin may take on a person, by the rules the server applies: a role change by
 * a super admin only, nobody on themselves, an admin's account by a super admin only.
 */
export function allowedActions(
  caller: Pick<Person, "id" | "role">,
  person: Pick<Person, "id" | "role" | "status" | "pendingInvitationId">,
): PersonAction[] {
  const actions: PersonAction[] = [];
  // Any role but the person's own would do: what matters is whether the caller may change it at all.
  const anyOther = person.role === "user" ? "admin" : "user";
  if (roleChangeRefusal(caller, person, anyOther) === null) actions.push("role");
  if (statusChangeRefusal(caller, person) === null) {
    actions.push(person.status === "deactivated" ? "reactivate" : "deactivate");
  }
  // Any admin may resend or withdraw an invitation still waiting for an answer.
  if (person.pendingInvitationId !== null) actions.push("resend", "revoke");
  // A lost phone: an active account's second factor, never one's own, an admin's by a super admin only.
  if (person.status === "active" && secondFactorResetRefusal(caller, person) === null) {
    actions.push("resetSecondFactor");
  }
  return actions;
}
