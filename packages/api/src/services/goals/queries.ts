import type { DB, GoalStatus, Milestone, Priority } from "@leadcoach/db";
import { json } from "@leadcoach/db";

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
  return db
    .selectFrom("goals")
    .select(["id", "title", "targetDate", "status", "progressPercentage", "milestones", "completedAt"])
    .where("id", "=", goalId)
    .where("userId", "=", userId)
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
  const result = await db
    .deleteFrom("goals")
    .where("id", "=", goalId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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

/** The caller's goal with what the skill re-check needs, and its re-check's score if it was taken. */
export function findGoalForPulse(db: DB, userId: number, goalId: number) {
  return db
    .selectFrom("goals as g")
    .leftJoin("skills as s", "s.id", "g.skillId")
    .leftJoin("skillPulses as sp", "sp.goalId", "g.id")
    .select([
      "g.id",
      "g.skillId",
      "s.name as skillName",
      "g.targetDate",
      "g.createdAt",
      "g.status",
      "sp.score as pulseScore",
    ])
    .where("g.id", "=", goalId)
    .where("g.userId", "=", userId)
    .executeTakeFirst();
}

/** A skill's own assessment questions, in the assessment's order. */
export function findSkillQuestions(db: DB, skillId: number) {
  return db
    .selectFrom("assessmentQuestions")
    .select(["id", "text", "options"])
    .where("skillId", "=", skillId)
    .orderBy("position")
    .execute();
}

/** The person's current score on a skill, locked so a re-check and an assessment never interleave. */
export async function lockSkillScore(db: DB, userId: number, skillId: number) {
  return db
    .selectFrom("userSkills")
    .select("currentScore")
    .where("userId", "=", userId)
    .where("skillId", "=", skillId)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores a goal's re-check; null when the goal already has one (a unique index, so a double submit stores one). */
export async function insertPulseOnce(
  db: DB,
  pulse: {
    userId: number;
    skillId: number;
    goalId: number;
    score: number;
    answers: { questionId: string; score: number }[];
    createdAt: Date;
  },
): Promise<number | null> {
  const row = await db
    .insertInto("skillPulses")
    .values({ ...pulse, answers: json(pulse.answers) })
    .onConflict((oc) => oc.column("goalId").where("goalId", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setSkillCurrentScore(
  db: DB,
  userId: number,
  skillId: number,
  score: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto("userSkills")
    .values({ userId, skillId, currentScore: score, lastActivityAt: at })
    .onConflict((oc) =>
      oc.columns(["userId", "skillId"]).doUpdateSet({ currentScore: score, lastActivityAt: at }),
    )
    .execute();
}

/** The current score of the person's open goals on a skill. */
export async function setOpenGoalsCurrentScore(
  db: DB,
  userId: number,
  skillId: number,
  score: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable("goals")
    .set({ currentScore: score, updatedAt: at })
    .where("userId", "=", userId)
    .where("skillId", "=", skillId)
    .where("status", "in", ["active", "paused"])
    .execute();
}
