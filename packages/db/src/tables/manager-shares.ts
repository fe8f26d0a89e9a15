import type { CreatedAt, DateString, Id, NullableTimestamp } from "./columns";

/**
 * A participant's consent to show a manager their program progress and shared goals. `managerEmail` is
 * lower-case; `managerId` is null while no account had that address at the invitation. Active while
 * `withdrawnAt` is null.
 */
export interface ManagerSharesTable {
  id: Id;
  participantId: number;
  managerId: number | null;
  managerEmail: string;
  createdAt: CreatedAt;
  /** When the share reached the manager's account (at the invitation, when it existed). */
  acceptedAt: NullableTimestamp;
  withdrawnAt: NullableTimestamp;
}

/** One monthly summary per manager per month (`monthStart`: its first day, UTC). */
export interface ManagerSummaryDeliveriesTable {
  managerId: number;
  monthStart: DateString;
  createdAt: CreatedAt;
}
