import type { ActivityType, DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";

/** Every learning action lands here; streaks, recent activity and analytics read it back. */
export async function recordActivity(
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
