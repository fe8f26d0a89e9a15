import { preparedStatement, type DB, type LessonProgressStatus } from "@leadcoach/db";
import { sql, type RawBuilder } from "kysely";

export interface SkillRow {
  id: number;
  key: string;
  name: string;
  description: string;
  categoryId: number;
  categoryName: string;
}

/** Categories in display order. */
export function findCategories(db: DB) {
  return db
    .selectFrom("skillCategories")
    .select(["id", "key", "name", "shortLabel", "description", "color", "icon"])
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
}

// Read by the dashboard's history, skills progress and more: built once per process.
const skillsInOrder = preparedStatement(0, (db) =>
  db
    .selectFrom("skills")
    .innerJoin("skillCategories", "skillCategories.id", "skills.categoryId")
    .select([
      "skills.id",
      "skills.key",
      "skills.name",
      "skills.description",
      "skills.categoryId",
      "skillCategories.name as categoryName",
    ])
    .orderBy("skillCategories.sortOrder")
    .orderBy("skillCategories.id")
    .orderBy("skills.sortOrder")
    .orderBy("skills.id"),
);

/** Every skill with its category, in display order (category order, then skill order). */
export function findSkills(db: DB): Promise<SkillRow[]> {
  return skillsInOrder(db);
}

const userSkillScores = preparedStatement(1, (db, userId: number) =>
  db
    .selectFrom("userSkills")
    .select(["skillId", "currentScore", "lastActivityAt"])
    .where("userId", "=", userId),
);

/** The user's current score per skill (skills without one are absent). */
export function findUserSkillScores(db: DB, userId: number) {
  return userSkillScores(db, userId);
}

/**
 * The latest activity event per skill: events whose detail names the skill (`skillId`), one of its
 * lessons (`lessonId`, as a number or 'lesson-N') or one of the caller's goals for it (`goalId`).
 * Each (skill, lesson, goal) is one probe for the newest entry of a partial index keyed by person and
 * referenced id, so the cost follows the number of skills, lessons and the caller's goals: never the
 * length of their history, nor the size of `activity_events` or `goals`.
 */
export async function findLatestActivityPerSkill(db: DB, userId: number): Promise<Map<number, Date>> {
  const rows = await latestActivityPerSkill(db, userId);
  // Skills nothing touched come back with null (filtering them in SQL would evaluate every probe twice).
  return new Map(rows.flatMap((r) => (r.latest === null ? [] : [[r.skillId, new Date(r.latest)] as const])));
}

/**
 * The newest of the caller's events that reference `id` through `key`. Its conditions repeat the
 * partial indexes' definitions word for word (see the activity-references migration): that is how the
 * planner knows it may use them.
 */
const latestReferencing = (
  userId: number,
  key: "skillId" | "lessonId" | "goalId",
  id: RawBuilder<unknown>,
) => {
  const reference =
    key === "lessonId"
      ? sql`regexp_replace(e.detail->>'lessonId', '^lesson-', '')`
      : sql`(e.detail->>${sql.lit(key)})`;
  return sql`(select max(e.occurred_at) from activity_events e
    where e.user_id = ${userId} and e.detail ? ${sql.lit(key)} and e.type <> 'sign_in'
      and ${reference} = ${id}::text)`;
};

/** The statement behind findLatestActivityPerSkill (its plan is checked in a test). */
export function latestActivityPerSkillStatement(userId: number) {
  return sql<{ skillId: number; latest: Date | null }>`
    select s.id as skill_id, t.latest from skills s
    cross join lateral (
      select greatest(
        ${latestReferencing(userId, "skillId", sql`s.id`)},
        (select max(${latestReferencing(userId, "lessonId", sql`l.id`)}) from lessons l where l.skill_id = s.id),
        (select max(${latestReferencing(userId, "goalId", sql`g.id`)}) from goals g
          where g.user_id = ${userId} and g.skill_id = s.id)
      ) as latest
    ) t`;
}

const latestActivityPerSkill = preparedStatement(1, (_db, userId: number) =>
  latestActivityPerSkillStatement(userId),
);

export interface LessonProgressRow {
  id: number;
  title: string;
  skillId: number | null;
  estimatedMinutes: number;
  status: LessonProgressStatus;
  progress: number;
  updatedAt: Date | null;
}

const lessonsWithProgress = preparedStatement(1, (db, userId: number) =>
  db
    .selectFrom("lessons")
    .leftJoin("userLessons", (join) =>
      join.onRef("userLessons.lessonId", "=", "lessons.id").on("userLessons.userId", "=", userId),
    )
    .select([
      "lessons.id",
      "lessons.title",
      "lessons.skillId",
      "lessons.estimatedMinutes",
      "userLessons.status",
      "userLessons.progress",
      "userLessons.updatedAt",
    ])
    .where("lessons.isActive", "=", true)
    .orderBy("lessons.id"),
);

/** Every active lesson with the user's progress on it (not_started without a record). */
export async function findLessonsWithProgress(db: DB, userId: number): Promise<LessonProgressRow[]> {
  const rows = await lessonsWithProgress(db, userId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    skillId: r.skillId,
    estimatedMinutes: r.estimatedMinutes,
    status: r.status ?? "not_started",
    progress: r.status === "completed" ? 100 : (r.progress ?? 0),
    updatedAt: r.updatedAt,
  }));
}

/**
 * The user's latest completed assessment (the query; the dashboard folds it into its own statement).
 * It sits with the skill scores it records, below the assessment services, so that recommendations, the
 * dashboard and admin read it without depending on the services that call them.
 */
export const latestCompletedAssessmentQuery = (db: DB, userId: number) =>
  db
    .selectFrom("assessments")
    .select(["id", "completedAt", "overallPercent", "categoryScores", "focusSkillId"])
    .where("userId", "=", userId)
    .where("status", "=", "completed")
    .where("completedAt", "is not", null)
    .orderBy("completedAt", "desc")
    .orderBy("id", "desc")
    .limit(1);

const latestCompletedAssessment = preparedStatement(1, latestCompletedAssessmentQuery);

/** The user's latest completed assessment, or undefined. */
export async function findLatestCompletedAssessment(db: DB, userId: number) {
  return (await latestCompletedAssessment(db, userId))[0];
}
