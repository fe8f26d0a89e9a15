import type { CreatedAt, DateString } from "./columns";

/**
 * One weekly digest per person per week: the primary key (user_id, week_start) is what keeps two
 * server processes from both sending it. `weekStart` is the Monday (UTC) of the week the digest sums up.
 */
export interface DigestDeliveriesTable {
  userId: number;
  weekStart: DateString;
  createdAt: CreatedAt;
}

/** One weekly program e-mail per person per local week (`weekStart`: that week's Monday, in their time zone). */
export interface ProgramReminderDeliveriesTable {
  userId: number;
  weekStart: DateString;
  createdAt: CreatedAt;
}
