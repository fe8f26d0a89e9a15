import type { DB, LessonProgressStatus } from "@leadcoach/db";
import { sql } from "kysely";

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

/** Every skill with its category, in display order (category order, then skill order). */
export function findSkills(db: DB): Promise<SkillRow[]> {
  return db
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
    .orderBy("skills.id")
    .execute();
}

/** The user's current score per skill (skills without one are absent). */
export function findUserSkillScores(db: DB, userId: number) {
  return db
    .selectFrom("userSkills")
    .select(["skillId", "currentScore", "lastActivityAt"])
    .where("userId", "=", userId)
    .execute();
}

/**
 * The latest activity event per skill: events whose detail names the skill (`skillId`), one of its
 * lessons (`lessonId`, as a number or 'lesson-N') or a goal for it (`goalId`).
 */
export async function findLatestActivityPerSkill(db: DB, userId: number): Promise<Map<number, Date>> {
  const rows = await db
    .selectFrom("activityEvents as e")
    .innerJoin("skills as s", (join) =>
      join.on(
        sql<boolean>`(s.id::text = e.detail->>'skillId' or exists (
          select 1 from lessons l
          where l.skill_id = s.id and (l.id::text = e.detail->>'lessonId' or l.slug = e.detail->>'lessonId')
        ) or exists (
          select 1 from goals g where g.skill_id = s.id and g.id::text = e.detail->>'goalId'
        ))`,
      ),
    )
    .select(["s.id as skillId", (eb) => eb.fn.max("e.occurredAt").as("latest")])
    .where("e.userId", "=", userId)
    .where("e.type", "!=", "sign_in")
    .groupBy("s.id")
    .execute();
  return new Map(rows.map((r) => [r.skillId, new Date(r.latest)]));
}

export interface LessonProgressRow {
  id: number;
  title: string;
  skillId: number | null;
  estimatedMinutes: number;
  status: LessonProgressStatus;
  progress: number;
  updatedAt: Date | null;
}

/** Every active lesson with the user's progress on it (not_started without a record). */
export async function findLessonsWithProgress(db: DB, userId: number): Promise<LessonProgressRow[]> {
  const rows = await db
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
    .orderBy("lessons.id")
    .execute();
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
