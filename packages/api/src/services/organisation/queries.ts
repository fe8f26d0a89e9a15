import { json, type DB, type SignUpPolicy } from "@leadcoach/db";
import { sql } from "kysely";

const settingsColumns = [
  "name",
  "signUpPolicy",
  "signUpDomains",
  "auditRetentionDays",
  "secondFactorPolicy",
  "version",
  "updatedAt",
] as const;

/** The settings row (the migration creates it; there is never another). */
export function findOrganisationSettings(db: DB) {
  return db.selectFrom("organisationSettings").select(settingsColumns).executeTakeFirstOrThrow();
}

/** Just the version: what another process compares with its cached copy. */
export async function findOrganisationSettingsVersion(db: DB): Promise<number> {
  const row = await db.selectFrom("organisationSettings").select("version").executeTakeFirstOrThrow();
  return row.version;
}

export interface OrganisationSettingsChange {
  /** Undefined: the stored name stays. */
  name: string | undefined;
  signUpPolicy: SignUpPolicy;
  signUpDomains: string[];
  auditRetentionDays: number;
  updatedBy: number;
  at: Date;
}

/** The settings row, locked until the transaction ends: two writers each see what the other stored. */
export function lockOrganisationSettings(db: DB) {
  return db.selectFrom("organisationSettings").select(settingsColumns).forUpdate().executeTakeFirstOrThrow();
}

/** Writes the settings and moves the version on, answering the row as it now stands. */
export function updateOrganisationSettings(db: DB, change: OrganisationSettingsChange) {
  return db
    .updateTable("organisationSettings")
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      signUpPolicy: change.signUpPolicy,
      signUpDomains: json(change.signUpDomains),
      auditRetentionDays: change.auditRetentionDays,
      version: sql<number>`version + 1`,
      updatedAt: change.at,
      updatedBy: change.updatedBy,
    })
    .returning(settingsColumns)
    .executeTakeFirstOrThrow();
}
