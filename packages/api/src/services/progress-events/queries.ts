import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

const goalColumns = [
  "id",
  "title",
  "skillId",
  "targetDate",
  "status",
  "progressPercentage",
  "milestones",
  "completedAt",
] as const;

export type LockedGoal = Awaited<ReturnType<typeof lockOpenGoals>>[number];

/**
 * The person's open (active or paused) goals, locked for the rest of the transaction in id order
 * (one order everywhere, so two transactions never wait on each other crosswise). Uses the
 * (user_id, status) index: a handful of rows whatever the table holds.
 */
export function lockOpenGoals(db: DB, userId: number) {
  return db
    .selectFrom("goals")
    .select(goalColumns)
    .where("userId", "=", userId)
    .where("status", "in", ["active", "paused"])
    .orderBy("id")
    .forUpdate()
    .execute();
}

/** The person's goals with a milestone that `by` ticked (any status: the tick may have completed it). */
export function lockGoalsTickedBy(db: DB, userId: number, by: string) {
  return db
    .selectFrom("goals")
    .select(goalColumns)
    .where("userId", "=", userId)
    .where(sql<boolean>`milestones @> ${JSON.stringify([{ completedBy: by }])}::jsonb`)
    .orderBy("id")
    .forUpdate()
    .execute();
}

export async function findLessonSkill(db: DB, lessonId: number): Promise<number | null> {
  const row = await db.selectFrom("lessons").select("skillId").where("id", "=", lessonId).executeTakeFirst();
  return row?.skillId ?? null;
}

/** Remembers what completed a recommendation, and the status to return to if that is undone. */
const completedBy = (by: string) =>
  sql<string>`coalesce(ai_metadata, '{}'::jsonb) || jsonb_build_object('completedBy', ${by}::text, 'reopenAs', status)`;

/** The person's open recommendations to work through a lesson they have now finished. */
export async function completeRecommendationsForLesson(
  db: DB,
  userId: number,
  lessonId: number,
  by: string,
): Promise<void> {
  await db
    .updateTable("coachingRecommendations")
    .set({ status: "completed", aiMetadata: completedBy(by) })
    .where("userId", "=", userId)
    .where("status", "in", ["pending", "started"])
    .where("lessonId", "=", lessonId)
    .execute();
}

/** The person's open recommendations that asked for one of these milestones. */
export async function completeRecommendationsForMilestones(
  db: DB,
  userId: number,
  ticked: readonly { goalId: number; description: string }[],
  by: string,
): Promise<void> {
  if (ticked.length === 0) return;
  await db
    .updateTable("coachingRecommendations")
    .set({ status: "completed", aiMetadata: completedBy(by) })
    .where("userId", "=", userId)
    .where("status", "in", ["pending", "started"])
    .where((eb) =>
      eb.or(
        ticked.map(
          (t) =>
            sql<boolean>`ai_metadata -> 'milestone' @> ${JSON.stringify({ goalId: t.goalId, description: t.description })}::jsonb`,
        ),
      ),
    )
    .execute();
}

/** Undo: the recommendations `by` completed go back to what they were. */
export async function reopenRecommendationsCompletedBy(db: DB, userId: number, by: string): Promise<void> {
  await db
    .updateTable("coachingRecommendations")
    .set({
      status: sql`case when ai_metadata ->> 'reopenAs' = 'started' then 'started' else 'pending' end`,
      aiMetadata: sql<string>`ai_metadata - 'completedBy' - 'reopenAs'`,
    })
    .where("userId", "=", userId)
    .where("status", "=", "completed")
    .where(sql<boolean>`ai_metadata ->> 'completedBy' = ${by}`)
    .execute();
}
