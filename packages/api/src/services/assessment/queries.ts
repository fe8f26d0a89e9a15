import type { DB, Milestone, Priority } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { countOf, ownRow, ownRowUpdate, rowCount } from "../shared-queries";

/** The question bank in position order, with each question's category. */
export function findAssessmentQuestions(db: DB) {
  return db
    .selectFrom("assessmentQuestions as q")
    .innerJoin("skillCategories as c", "c.id", "q.categoryId")
    .select([
      "q.id",
      "q.text",
      "q.categoryId",
      "q.skillId",
      "q.options",
      "c.name as categoryName",
      "c.shortLabel as categoryShortLabel",
    ])
    .orderBy("q.position")
    .execute();
}

/** How many assessments the user has completed (their next attempt is this plus one). */
export async function countCompletedAssessments(db: DB, userId: number): Promise<number> {
  return countOf(
    db
      .selectFrom("assessments")
      .select(rowCount)
      .where("userId", "=", userId)
      .where("status", "=", "completed"),
  );
}

/** The categories in display order, with their question counts and the range of their question positions. */
export async function findAssessmentAreas(db: DB) {
  const rows = await db
    .selectFrom("skillCategories as c")
    .innerJoin("assessmentQuestions as q", "q.categoryId", "c.id")
    .select((eb) => [
      "c.id as categoryId",
      "c.name",
      "c.shortLabel",
      "c.description",
      eb.fn.countAll<number>().as("questionCount"),
      eb.fn.min<number>("q.position").as("firstQuestion"),
      eb.fn.max<number>("q.position").as("lastQuestion"),
    ])
    .groupBy(["c.id", "c.name", "c.shortLabel", "c.description", "c.sortOrder"])
    .orderBy("c.sortOrder")
    .execute();
  return rows.map((row) => ({ ...row, questionCount: Number(row.questionCount) }));
}

/** Stores a completed assessment; its id. `categoryScores` is keyed by category name. */
export async function insertCompletedAssessment(
  db: DB,
  values: {
    userId: number;
    totalScore: number;
    maxScore: number;
    overallPercent: number;
    categoryScores: Record<string, number>;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto("assessments")
    .values({
      userId: values.userId,
      type: "leadership",
      status: "completed",
      totalScore: values.totalScore,
      maxScore: values.maxScore,
      overallPercent: values.overallPercent,
      categoryScores: json(values.categoryScores),
      completedAt: values.at,
      createdAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SkillResultValues {
  skillId: number;
  score: number;
  answers: { questionId: string; score: number }[];
  needsImprovement: boolean;
}

/** One result row per skill of an assessment, each scored out of 100. */
export async function insertAssessmentResults(
  db: DB,
  assessmentId: number,
  results: readonly SkillResultValues[],
): Promise<void> {
  await db
    .insertInto("assessmentResults")
    .values(
      results.map((result) => ({
        assessmentId,
        skillId: result.skillId,
        score: result.score,
        maxScore: 100,
        answers: json(result.answers),
        needsImprovement: result.needsImprovement,
      })),
    )
    .execute();
}

/** Sets the user's current score on each skill (creating the rows that are missing) and its last activity. */
export async function upsertUserSkillScores(
  db: DB,
  userId: number,
  scores: readonly { skillId: number; score: number }[],
  at: Date,
): Promise<void> {
  await db
    .insertInto("userSkills")
    .values(scores.map((s) => ({ userId, skillId: s.skillId, currentScore: s.score, lastActivityAt: at })))
    .onConflict((oc) =>
      oc.columns(["userId", "skillId"]).doUpdateSet((eb) => ({
        currentScore: eb.ref("excluded.currentScore"),
        lastActivityAt: eb.ref("excluded.lastActivityAt"),
      })),
    )
    .execute();
}

/** Takes the "recent" flag off the user's goals (the Goals banner), leaving `updatedAt` alone. */
export async function unflagRecentGoals(db: DB, userId: number): Promise<void> {
  await db
    .updateTable("goals")
    .set({ isRecent: false })
    .where("userId", "=", userId)
    .where("isRecent", "=", true)
    .execute();
}

/** The user's active or paused goals for any of the skills. */
export function findOpenGoalsForSkills(db: DB, userId: number, skillIds: readonly number[]) {
  return db
    .selectFrom("goals")
    .select(["id", "skillId"])
    .where("userId", "=", userId)
    .where("status", "in", ["active", "paused"])
    .where("skillId", "in", skillIds)
    .execute();
}

export async function setGoalsCurrentScore(
  db: DB,
  goalIds: readonly number[],
  currentScore: number,
  at: Date,
): Promise<void> {
  await db.updateTable("goals").set({ currentScore, updatedAt: at }).where("id", "in", goalIds).execute();
}

/** Deletes the user's goals with these ids (references to them are cleared by the schema). */
export async function deleteGoals(db: DB, userId: number, goalIds: readonly number[]): Promise<void> {
  if (goalIds.length === 0) return;
  await db.deleteFrom("goals").where("userId", "=", userId).where("id", "in", goalIds).execute();
}

export async function setGoalPriority(db: DB, goalId: number, priority: Priority, at: Date): Promise<void> {
  await db.updateTable("goals").set({ priority, updatedAt: at }).where("id", "=", goalId).execute();
}

/** Stores the skill the user chose to focus on first; false when the assessment is not theirs or has one. */
export async function setAssessmentFocus(
  db: DB,
  userId: number,
  assessmentId: number,
  skillId: number,
): Promise<boolean> {
  const result = await ownRowUpdate(db.updateTable("assessments"), userId, assessmentId)
    .set({ focusSkillId: skillId })
    .where("focusSkillId", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores a goal an assessment suggested, flagged recent; its id. */
export async function insertSuggestedGoal(
  db: DB,
  values: {
    userId: number;
    skillId: number;
    title: string;
    description: string;
    targetScore: number;
    currentScore: number;
    targetDate: string;
    priority: Priority;
    milestones: Milestone[];
    sourceAssessmentId?: number | null;
    at: Date;
  },
): Promise<number> {
  const { milestones, at, ...columns } = values;
  const row = await db
    .insertInto("goals")
    .values({ ...columns, milestones: json(milestones), isRecent: true, createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const completedAssessmentColumns = [
  "id",
  "focusSkillId",
  "completedAt",
  "overallPercent",
  "categoryScores",
  "totalScore",
  "maxScore",
] as const;

/** One of the user's completed assessments by id; undefined when it is not theirs or not completed. */
export function findCompletedAssessment(db: DB, userId: number, assessmentId: number) {
  return ownRow(db.selectFrom("assessments"), userId, assessmentId)
    .select(completedAssessmentColumns)
    .where("status", "=", "completed")
    .where("completedAt", "is not", null)
    .executeTakeFirst();
}

/**
 * The user's completed assessments, newest first, from just before `before` (a completion time and id)
 * when given: a keyset walk of the (user_id, completed_at) index, so a page costs the same however long
 * the history is.
 */
export function findCompletedAssessmentsBefore(
  db: DB,
  userId: number,
  before: { completedAt: Date; id: number } | null,
  limit: number,
) {
  return completedAssessmentsBeforeQuery(db, userId, before, limit).execute();
}

/** The statement behind findCompletedAssessmentsBefore (its plan is checked in a test). */
export function completedAssessmentsBeforeQuery(
  db: DB,
  userId: number,
  before: { completedAt: Date; id: number } | null,
  limit: number,
) {
  let query = db
    .selectFrom("assessments")
    .select(completedAssessmentColumns)
    .where("userId", "=", userId)
    .where("status", "=", "completed")
    .where("completedAt", "is not", null);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb("completedAt", "<", before.completedAt),
        eb.and([eb("completedAt", "=", before.completedAt), eb("id", "<", before.id)]),
      ]),
    );
  }
  return query.orderBy("completedAt", "desc").orderBy("id", "desc").limit(limit);
}

/** An assessment's per-skill results with each skill's name and category. */
export function findAssessmentSkillResults(db: DB, assessmentId: number) {
  return db
    .selectFrom("assessmentResults as r")
    .innerJoin("skills as s", "s.id", "r.skillId")
    .select(["r.skillId", "r.score", "s.name", "s.categoryId"])
    .where("r.assessmentId", "=", assessmentId)
    .execute();
}

/** The goals an assessment created for the user, with their skill's name. */
export function findGoalsFromAssessment(db: DB, userId: number, assessmentId: number) {
  return db
    .selectFrom("goals as g")
    .leftJoin("skills as s", "s.id", "g.skillId")
    .select(["g.id", "g.title", "g.status", "g.skillId", "s.name as skillName", "g.targetDate"])
    .where("g.sourceAssessmentId", "=", assessmentId)
    .where("g.userId", "=", userId)
    .orderBy("g.id")
    .execute();
}

/** Active lessons of the skills that the user has not started yet, in catalogue order. */
export function findUnstartedLessonsForSkills(db: DB, userId: number, skillIds: readonly number[]) {
  return db
    .selectFrom("lessons as l")
    .innerJoin("skills as s", "s.id", "l.skillId")
    .select(["l.id", "l.title", "l.skillId", "s.name as skillName", "l.difficulty", "l.estimatedMinutes"])
    .where("l.isActive", "=", true)
    .where("l.skillId", "in", skillIds)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("userLessons as ul")
            .select("ul.id")
            .whereRef("ul.lessonId", "=", "l.id")
            .where("ul.userId", "=", userId)
            .where("ul.status", "<>", "not_started"),
        ),
      ),
    )
    .orderBy("l.id")
    .execute();
}

/** The person's saved answers in progress (one row at most, by primary key). */
export function findAssessmentProgress(db: DB, userId: number) {
  return db
    .selectFrom("assessmentProgress")
    .select(["attempt", "answers", "updatedAt"])
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/** Replaces the person's saved answers: the last save wins. */
export async function upsertAssessmentProgress(
  db: DB,
  values: { userId: number; attempt: number; answers: Record<string, number>; at: Date },
): Promise<void> {
  await db
    .insertInto("assessmentProgress")
    .values({
      userId: values.userId,
      attempt: values.attempt,
      answers: json(values.answers),
      updatedAt: values.at,
    })
    .onConflict((oc) =>
      oc.column("userId").doUpdateSet((eb) => ({
        attempt: eb.ref("excluded.attempt"),
        answers: eb.ref("excluded.answers"),
        updatedAt: eb.ref("excluded.updatedAt"),
      })),
    )
    .execute();
}

/** Clears the person's answers in progress (their attempt was submitted). */
export async function deleteAssessmentProgress(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("assessmentProgress").where("userId", "=", userId).execute();
}
