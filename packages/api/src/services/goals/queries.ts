import type { DB, GoalStatus, Milestone, Priority } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { deleteOwnRow, ownRow } from "../shared-queries";

/** A user has a handful of goals; the cap keeps one page bounded whatever happens. */
const MAX_GOALS = 200;

function goalRows(db: DB) {
  return (
    db
      .selectFrom("goals as g")
      .leftJoin("skills as s", "s.id", "g.skillId")
      // At most one pulse per goal (a unique index), so the join never multiplies rows.
      .leftJoin("skillPulses as sp", "sp.goalId", "g.id")
      .select((eb) => [
        "g.targetScore",
        "g.currentScore",
        "g.sourceAssessmentId",
        "g.sharedWithManager",
        "sp.score as pulseScore",
        // A retake when the person had completed an assessment before the one that created the goal.
        eb
          .exists(
            eb
              .selectFrom("assessments as a")
              .select("a.id")
              .whereRef("a.userId", "=", "g.userId")
              .whereRef("a.id", "<", "g.sourceAssessmentId")
              .where("a.status", "=", "completed"),
          )
          .as("fromRetake"),
      ])
      .select([
        "g.id",
        "g.userId",
        "g.title",
        "g.description",
        "g.targetDate",
        "g.priority",
        "g.status",
        "g.progressPercentage",
        "g.isRecent",
        "g.skillId",
        "s.name as skillName",
        "g.milestones",
        "g.completedAt",
        "g.createdAt",
      ])
  );
}

export type GoalRow = NonNullable<Awaited<ReturnType<typeof findGoal>>>;

/** Active goals first, then paused, then completed; within each, the nearest target date first. */
export async function findGoals(db: DB, userId: number) {
  return goalRows(db)
    .where("g.userId", "=", userId)
    .orderBy((eb) =>
      eb.case().when("g.status", "=", "active").then(0).when("g.status", "=", "paused").then(1).else(2).end(),
    )
    .orderBy("g.targetDate", (ob) => ob.asc().nullsLast())
    .orderBy("g.createdAt", "desc")
    .orderBy("g.id", "desc")
    .limit(MAX_GOALS)
    .execute();
}

export async function findGoal(db: DB, goalId: number) {
  return goalRows(db).where("g.id", "=", goalId).executeTakeFirst();
}

/** The caller's goal, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockOwnGoal(db: DB, userId: number, goalId: number) {
  return ownRow(db.selectFrom("goals"), userId, goalId)
    .select(["id", "title", "targetDate", "status", "progressPercentage", "milestones", "completedAt"])
    .forUpdate()
    .executeTakeFirst();
}

export async function skillExists(db: DB, skillId: number): Promise<boolean> {
  return (
    (await db.selectFrom("skills").select("id").where("id", "=", skillId).executeTakeFirst()) !== undefined
  );
}

export async function insertGoal(
  db: DB,
  values: {
    userId: number;
    title: string;
    description: string | null;
    targetDate: string | null;
    priority: Priority;
    skillId: number | null;
    milestones: Milestone[];
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto("goals")
    .values({
      userId: values.userId,
      title: values.title,
      description: values.description,
      targetDate: values.targetDate,
      priority: values.priority,
      skillId: values.skillId,
      milestones: json(values.milestones),
      status: "active",
      progressPercentage: 0,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGoalRow(
  db: DB,
  goalId: number,
  changes: {
    title?: string;
    description?: string | null;
    targetDate?: string | null;
    priority?: Priority;
    skillId?: number | null;
    status: GoalStatus;
    progressPercentage: number;
    milestones: Milestone[];
    completedAt: Date | null;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable("goals")
    .set({ ...changes, milestones: json(changes.milestones) })
    .where("id", "=", goalId)
    .execute();
}

export async function deleteOwnGoal(db: DB, userId: number, goalId: number): Promise<boolean> {
  return deleteOwnRow(db, "goals", userId, goalId);
}

export async function clearRecentFlags(db: DB, userId: number, at: Date): Promise<number> {
  const result = await db
    .updateTable("goals")
    .set({ isRecent: false, updatedAt: at })
    .where("userId", "=", userId)
    .where("isRecent", "=", true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function lessonsExist(db: DB, lessonIds: readonly number[]): Promise<boolean> {
  if (lessonIds.length === 0) return true;
  const unique = [...new Set(lessonIds)];
  const rows = await db.selectFrom("lessons").select("id").where("id", "in", unique).execute();
  return rows.length === unique.length;
}
