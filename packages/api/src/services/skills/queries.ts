import type { DB, LessonProgressStatus } from "@leadcoach/db";
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

/** A JSON text that holds a record id as that id, or null: never a cast that fails on other text. */
const asId = (text: RawBuilder<unknown>) => sql`case when ${text} ~ '^[0-9]{1,9}$' then (${text})::int end`;

/**
 * The latest activity event per skill: events whose detail names the skill (`skillId`), one of its
 * lessons (`lessonId`, as a number or 'lesson-N') or a goal for it (`goalId`). Each branch starts from
 * the caller's own events (by their index) and reaches a lesson or a goal only by its primary key ('lesson-N'
 * is stored with id N), so the cost follows this user's events, never the size of `goals` or `lessons`.
 */
export async function findLatestActivityPerSkill(db: DB, userId: number): Promise<Map<number, Date>> {
  const { rows } = await latestActivityPerSkillStatement(userId).execute(db);
  return new Map(rows.map((r) => [r.skillId, new Date(r.latest)]));
}

/** The statement behind findLatestActivityPerSkill (its plan is checked in a test). */
export function latestActivityPerSkillStatement(userId: number) {
  return sql<{ skillId: number; latest: Date }>`
    with events as (
      select e.detail, e.occurred_at from activity_events e
      where e.user_id = ${userId} and e.type <> 'sign_in'
    ),
    touches as (
      select ${asId(sql`detail->>'skillId'`)} as skill_id, occurred_at from events
      where detail ? 'skillId'
      union all
      select l.skill_id, events.occurred_at from events
      join lessons l on l.id = ${asId(sql`regexp_replace(events.detail->>'lessonId', '^lesson-', '')`)}
      where events.detail ? 'lessonId'
      union all
      select g.skill_id, events.occurred_at from events
      join goals g on g.id = ${asId(sql`events.detail->>'goalId'`)} and g.user_id = ${userId}
      where events.detail ? 'goalId'
    )
    select s.id as skill_id, max(t.occurred_at) as latest
    from touches t join skills s on s.id = t.skill_id
    group by s.id`;
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
