import type { DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";

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
