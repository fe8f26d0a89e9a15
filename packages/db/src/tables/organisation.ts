import type { ColumnType } from "kysely";
import type { AuditAction, SecondFactorPolicy, SignUpPolicy } from "../domain";
import type { CreatedAt, JsonWithDefault } from "./columns";

/** The organisation's settings: one row per database (one deployment is one organisation). */
export interface OrganisationSettingsTable {
  id: ColumnType<true, true | undefined, never>;
  /** What reports print as the organisation; empty until a super admin names it. */
  name: ColumnType<string, string | undefined, string>;
  signUpPolicy: ColumnType<SignUpPolicy, SignUpPolicy | undefined, SignUpPolicy>;
  /** Lower-case domains allowed to sign up under the `domains` policy; kept (unused) under the others. */
  signUpDomains: JsonWithDefault<string[]>;
  /** Audit events older than this many days are swept; the audit trigger reads it too. */
  auditRetentionDays: ColumnType<number, number | undefined, number>;
  /** Who must have a second factor to sign in; null is the default (admins in production, else nobody). */
  secondFactorPolicy: ColumnType<
    SecondFactorPolicy | null,
    SecondFactorPolicy | null | undefined,
    SecondFactorPolicy | null
  >;
  /** Grows by one on every write: other processes compare it to know their cached copy is stale. */
  version: ColumnType<number, number | undefined, number>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Append-only: a database trigger refuses UPDATE and DELETE, except the retention sweep's deletes. */
export interface AuditEventsTable {
  id: ColumnType<number, never, never>;
  occurredAt: CreatedAt;
  /** No foreign key: the row outlives an erased account, and is never updated to forget it. */
  actorUserId: number | null;
  /** Who acted, without personal data: the actor's role at the time, or `system`. */
  actorLabel: string;
  action: AuditAction;
  subjectType: string | null;
  subjectId: string | null;
  ip: string | null;
  detail: JsonWithDefault<Record<string, unknown>>;
}
