import type { ActivityType, DB } from "@leadcoach/db";
import { json, preparedStatement } from "@leadcoach/db";
import { sql } from "kysely";

/**
 * The streak statement (see countStreakDays); the dashboard folds it into its own statement.
 *
 * It reads the person's learning days (one row per UTC day, with that day's first and last learning
 * action: see the migration that keeps them) newest first. The local days of those first and last actions
 * are exactly the local days with an action, in any time zone, and they only fall as the scan goes back,
 * so a run of local days breaks where one row's earliest day is two or more past the next row's latest.
 * The scan stops at the first such gap: it reads about one row per day of the streak, whatever the
 * length of the person's history.
 */
export function streakDaysQuery(userId: number, today: string, timeZone: string, maxDays: number) {
  const day = sql`cast(${today} as date)`;
  const oldest = sql`(cast(${today} as date) - cast(${maxDays} as integer))`;
  const local = (column: "first_at" | "last_at") =>
    sql`((${sql.raw(column)} at time zone ${timeZone})::date)`;
  return sql<{ streak: number }>`
    select coalesce((
      select case when run.latest >= ${day} - 1 then run.latest - greatest(run.earliest, ${oldest}) + 1 else 0 end
      from (
        select first_value(d.latest) over w as latest, d.earliest, lead(d.latest) over w as next_latest
        from (
          select least(${local("last_at")}, ${day}) as latest, ${local("first_at")} as earliest, day
          from user_learning_days
          where user_id = ${userId}
            -- A local day lies within the UTC days either side of it.
            and day <= ${day} + 1 and day >= ${oldest} - 1
            and ${local("first_at")} <= ${day}
          order by day desc
        ) d
        window w as (order by d.day desc)
      ) run
      where run.latest < ${day} - 1 or run.next_latest is null or run.earliest - run.next_latest >= 2
        or run.earliest <= ${oldest}
      limit 1
    ), 0)::int as streak
  `;
}

const streakDays = preparedStatement(
  4,
  (_db, userId: number, today: string, timeZone: string, maxDays: number) =>
    streakDaysQuery(userId, today, timeZone, maxDays),
);

/**
 * The user's streak: consecutive local days with a learning action, ending `today` or the day before,
 * counted back at most `maxDays` days. Its cost follows the streak, not the number of events or the
 * length of the person's history. `today` is the local 'YYYY-MM-DD' in `timeZone`.
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
