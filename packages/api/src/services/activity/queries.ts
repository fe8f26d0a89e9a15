import type { ActivityType, DB } from "@leadcoach/db";
import { json, preparedStatement } from "@leadcoach/db";
import { sql } from "kysely";
import { learningActivityTypes } from "./streak";

/**
 * The streak statement (see countStreakDays); the dashboard folds it into its own statement.
 */
export function streakDaysQuery(userId: number, today: string, timeZone: string, maxDays: number) {
  // Local midnight of a day, as an instant: the date read as wall-clock time in the person's zone.
  // The types are literals so the planner can match the partial index of learning actions, also in
  // the generic plan of the prepared statement.
  const actedOn = (day: ReturnType<typeof sql>) => sql`exists (
      select 1 from activity_events e
      where e.user_id = ${userId}
        and e.type in (${sql.join(learningActivityTypes.map((type) => sql.lit(type)))})
        and e.occurred_at >= (${day})::timestamp at time zone ${timeZone}
        and e.occurred_at < (${day} + 1)::timestamp at time zone ${timeZone}
    )`;
  return sql<{ streak: number }>`
      with recursive walk(day) as (
        select start.day from (
          select d.day from (values (cast(${today} as date)), (cast(${today} as date) - 1)) as d(day)
          where ${actedOn(sql`d.day`)}
          order by d.day desc
          limit 1
        ) as start
        union all
        select w.day - 1 from walk w
        where w.day > cast(${today} as date) - cast(${maxDays} as integer) and ${actedOn(sql`w.day - 1`)}
      )
      select count(*)::int as streak from walk
    `;
}

const streakDays = preparedStatement(
  4,
  (_db, userId: number, today: string, timeZone: string, maxDays: number) =>
    streakDaysQuery(userId, today, timeZone, maxDays),
);

/**
 * The user's streak: consecutive local days with a learning action, ending `today` or the day before,
 * counted back at most `maxDays` days. It walks back one day at a time and stops at the first day without
 * one, each day an index probe on (user_id, occurred_at): the cost follows the streak, not the number of
 * events or the length of the person's history. `today` is the local 'YYYY-MM-DD' in `timeZone`.
 */
export async function countStreakDays(
  db: DB,
  userId: number,
  today: string,
  timeZone: string,
  maxDays: number,
): Promise<number> {
  const [row] = await streakDays(db, userId, today, timeZone, maxDays);
  return row?.streak ?? 0;
}

/** Every learning action lands here; streaks, recent activity and analytics read it back. */
export async function insertActivityEvent(
  db: DB,
  event: { userId: number; type: ActivityType; subject: string; detail?: Record<string, unknown>; at?: Date },
): Promise<void> {
  await db
    .insertInto("activityEvents")
    .values({
      userId: event.userId,
      type: event.type,
      subject: event.subject,
      detail: json(event.detail ?? {}),
      ...(event.at ? { occurredAt: event.at } : {}),
    })
    .execute();
}
