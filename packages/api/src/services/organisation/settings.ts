import type {
  OrganisationSettings,
  PublicSignUpPolicy,
  UpdateOrganisationSettingsInput,
} from "../../schemas/organisation";
import { insertAuditEvent } from "../audit/queries";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import {
  readOrganisationSettings,
  rememberOrganisationSettings,
  type StoredOrganisationSettings,
} from "./cache";
import { lockOrganisationSettings, updateOrganisationSettings as storeSettings } from "./queries";

function toOrganisationSettings(
  stored: StoredOrganisationSettings,
  config: ServiceDeps["config"],
): OrganisationSettings {
  return {
    name: stored.name,
    signUpPolicy: stored.signUpPolicy,
    signUpDomains: stored.signUpDomains,
    auditRetentionDays: stored.auditRetentionDays,
    secondFactorPolicy: stored.secondFactorPolicy,
    secondFactorDefault: config.secondFactorDefaultPolicy,
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/** What changed, field by field, for the audit detail (domains as added and removed); empty when nothing did. */
function changes(
  before: StoredOrganisationSettings,
  after: Pick<
    StoredOrganisationSettings,
    "name" | "signUpPolicy" | "signUpDomains" | "auditRetentionDays" | "secondFactorPolicy"
  >,
) {
  const detail: Record<string, unknown> = {};
  if (before.name !== after.name) detail.name = { from: before.name, to: after.name };
  if (before.signUpPolicy !== after.signUpPolicy) {
    detail.signUpPolicy = { from: before.signUpPolicy, to: after.signUpPolicy };
  }
  const added = after.signUpDomains.filter((d) => !before.signUpDomains.includes(d));
  const removed = before.signUpDomains.filter((d) => !after.signUpDomains.includes(d));
  if (added.length > 0 || removed.length > 0) detail.signUpDomains = { added, removed };
  if (before.auditRetentionDays !== after.auditRetentionDays) {
    detail.auditRetentionDays = { from: before.auditRetentionDays, to: after.auditRetentionDays };
  }
  if (before.secondFactorPolicy !== after.secondFactorPolicy) {
    detail.secondFactorPolicy = { from: before.secondFactorPolicy, to: after.secondFactorPolicy };
  }
  return detail;
}

/** GET /api/admin/settings (super admins): the organisation's settings. */
export async function getOrganisationSettings(
  { db, config, now }: ServiceDeps,
  _caller: SessionUser,
): Promise<OrganisationSettings> {
  return toOrganisationSettings(await readOrganisationSettings(db, now()), config);
}

/**
 * PUT /api/admin/settings (super admins): stores the settings and their audit event in one transaction;
 * this process's copy is current at once, the others' within SETTINGS_RECHECK_MS. A save that changes
 * nothing writes nothing: no audit event, no new version, and the settings come back as they were.
 */
export async function updateOrganisationSettings(
  { db, config, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: UpdateOrganisationSettingsInput,
): Promise<OrganisationSettings> {
  const now = clock();
  const after = await db.transaction().execute(async (trx) => {
    const before = await lockOrganisationSettings(trx);
    const secondFactorPolicy =
      input.secondFactorPolicy === undefined ? before.secondFactorPolicy : input.secondFactorPolicy;
    const detail = changes(before, { ...input, name: input.name ?? before.name, secondFactorPolicy });
    if (Object.keys(detail).length === 0) return before;
    const stored = await storeSettings(trx, {
      ...input,
      secondFactorPolicy,
      name: input.name,
      updatedBy: caller.user.id,
      at: now,
    });
    await insertAuditEvent(trx, {
      action: "organisation.settings_updated",
      actor: { userId: caller.user.id },
      ip: caller.ip,
      detail,
      at: now,
    });
    return stored;
  });
  rememberOrganisationSettings(db, after, now);
  return toOrganisationSettings(after, config);
}

/** The sign-up screen's question (public): which kind of policy holds, never the domain list. */
export async function getPublicSignUpPolicy(
  { db, now }: ServiceDeps,
  _caller: SessionUser | null,
): Promise<PublicSignUpPolicy> {
  const { signUpPolicy } = await readOrganisationSettings(db, now());
  return { signUpPolicy };
}
