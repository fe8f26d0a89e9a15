import { json, type DB, type SignUpPolicy } from "@leadcoach/db";
import { sql } from "kysely";

const settingsColumns = [
  "name",
  "signUpPolicy",
  "signUpDomains",
  "auditRetentionDays",
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

/** Writes the settings and moves the version on, answering the row as it now stands and as it stood. */
export async function updateOrganisationSettings(db: DB, change: OrganisationSettingsChange) {
  // Locked first, so two writers each see what the other stored, and the audit detail is exact.
  const before = await db
    .selectFrom("organisationSettings")
    .select(settingsColumns)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const after = await db
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
  return { before, after };
}
