import type { CreatedAt, DateString, Id, NullableTimestamp } from "./columns";

/**
 * A participant's consent to show a manager their program progress and shared goals. `managerEmail` is
 * lower-case (the invited address); `managerId` is the account that accepted through the e-mailed link
 * (null until then). Active only while `managerId` and `acceptedAt` are set and `withdrawnAt` is null.
 */
export interface ManagerSharesTable {
  id: Id;
  participantId: number;
  managerId: number | null;
  managerEmail: string;
  createdAt: CreatedAt;
  /** When the manager accepted through the link. */
  acceptedAt: NullableTimestamp;
  /** Withdrawn by the participant, or declined by the manager (then `declinedAt` too). */
  withdrawnAt: NullableTimestamp;
  /** SHA-256 of the newest link's token; kept after use, replaced when the invitation is sent again. */
  tokenHash: string | null;
  tokenExpiresAt: NullableTimestamp;
  /** When the newest invitation e-mail was queued. */
  sentAt: NullableTimestamp;
  declinedAt: NullableTimestamp;
}

/** One monthly summary per manager per month (`monthStart`: its first day, UTC). */
export interface ManagerSummaryDeliveriesTable {
  managerId: number;
  monthStart: DateString;
  createdAt: CreatedAt;
}
