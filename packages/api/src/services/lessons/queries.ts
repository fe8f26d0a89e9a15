import type { DB, LessonProgressStatus } from "@leadcoach/db";
import type { LessonContentBody } from "@leadcoach/db/content";
import { sql } from "kysely";

/** The catalogue is a bounded, seeded list; the cap keeps a runaway import from flooding a page. */
const MAX_LESSONS = 200;
const MAX_PROGRESS_RECORDS = 500;
const MAX_BADGES = 200;

function lessonRows(db: DB) {
  return db
    .selectFrom("lessons as l")
    .leftJoin("skills as s", "s.id", "l.skillId")
    .leftJoin("skillCategories as c", "c.id", "s.categoryId")
    .select([
      "l.id",
      "l.slug",
      "l.title",
      "l.description",
      "l.difficulty",
      "l.estimatedMinutes",
      "l.skillId",
      "s.name as skillName",
      "c.name as categoryName",
      "l.objectives",
      "l.points",
      "l.badge",
      sql<number>`jsonb_array_length(l.content -> 'steps')`.as("stepCount"),
    ])
    .where("l.isActive", "=", true);
}

export type LessonRow = Awaited<ReturnType<typeof findActiveLessons>>[number];

export async function findActiveLessons(db: DB, filter: { skillId?: number | undefined }) {
  let query = lessonRows(db);
  if (filter.skillId !== undefined) query = query.where("l.skillId", "=", filter.skillId);
  return query.orderBy("l.id").limit(MAX_LESSONS).execute();
}

export async function findActiveLessonWithContent(
  db: DB,
  lessonId: number,
): Promise<(LessonRow & { content: LessonContentBody }) | undefined> {
  return lessonRows(db).select("l.content").where("l.id", "=", lessonId).executeTakeFirst();
}

const progressColumns = [
  "id",
  "userId",
  "lessonId",
  "status",
  "progress",
  "currentStep",
  "completedAt",
] as const;

const progressRows = (db: DB) => db.selectFrom("userLessons").select(progressColumns);

export async function findProgressRecords(db: DB, userId: number) {
  return progressRows(db)
    .where("userId", "=", userId)
    .orderBy("updatedAt", "desc")
    .orderBy("id", "desc")
    .limit(MAX_PROGRESS_RECORDS)
    .execute();
}

export type ProgressRow = Awaited<ReturnType<typeof findProgressRecords>>[number];

/** Makes sure the (user, lesson) record exists, then locks it for the rest of the transaction. */
export async function lockProgressForLesson(
  db: DB,
  userId: number,
  lessonId: number,
  now: Date,
): Promise<ProgressRow> {
  await db
    .insertInto("userLessons")
    .values({ userId, lessonId, status: "not_started", createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(["userId", "lessonId"]).doNothing())
    .execute();
  return progressRows(db)
    .where("userId", "=", userId)
    .where("lessonId", "=", lessonId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function lockProgressById(db: DB, progressId: number): Promise<ProgressRow | undefined> {
  return progressRows(db).where("id", "=", progressId).forUpdate().executeTakeFirst();
}

export async function updateProgressRecord(
  db: DB,
  id: number,
  values: {
    status: LessonProgressStatus;
    progress: number;
    currentStep: number;
    completedAt: Date | null;
    updatedAt: Date;
  },
): Promise<ProgressRow> {
  return db
    .updateTable("userLessons")
    .set(values)
    .where("id", "=", id)
    .returning(progressColumns)
    .executeTakeFirstOrThrow();
}

/** Records XP under a source key; false when that key already earned XP (it counts once). */
export async function awardXpOnce(
  db: DB,
  award: { userId: number; sourceKey: string; points: number; badge: string | null; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto("xpAwards")
    .values({
      userId: award.userId,
      sourceKey: award.sourceKey,
      points: award.points,
      badge: award.badge,
      createdAt: award.at,
    })
    .onConflict((oc) => oc.columns(["userId", "sourceKey"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function touchSkillActivity(db: DB, userId: number, skillId: number, at: Date): Promise<void> {
  await db
    .updateTable("userSkills")
    .set({ lastActivityAt: at })
    .where("userId", "=", userId)
    .where("skillId", "=", skillId)
    .execute();
}

export async function findXpTotal(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("xpAwards")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("points"), sql<number>`0`).as("total"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findBadges(db: DB, userId: number) {
  return db
    .selectFrom("xpAwards")
    .select(["badge", "createdAt"])
    .where("userId", "=", userId)
    .where("badge", "is not", null)
    .orderBy("createdAt")
    .orderBy("id")
    .limit(MAX_BADGES)
    .execute();
}

const rolePlayColumns = ["id", "answer", "selfCheck", "conversationTurns", "completedAt"] as const;

export async function findRolePlayAnswer(db: DB, userId: number, lessonId: number, stepIndex: number) {
  return db
    .selectFrom("rolePlayAnswers")
    .select(rolePlayColumns)
    .where("userId", "=", userId)
    .where("lessonId", "=", lessonId)
    .where("stepIndex", "=", stepIndex)
    .executeTakeFirst();
}

export type RolePlayAnswerRow = NonNullable<Awaited<ReturnType<typeof findRolePlayAnswer>>>;

/**
 * Stores the learner's answer, or replaces it; a changed answer drops the old self-check (it was ticked
 * against other words). `complete` stamps completion the first time only.
 */
export async function upsertRolePlayAnswer(
  db: DB,
  row: { userId: number; lessonId: number; stepIndex: number; answer: string; complete: boolean; at: Date },
): Promise<RolePlayAnswerRow> {
  return db
    .insertInto("rolePlayAnswers")
    .values({
      userId: row.userId,
      lessonId: row.lessonId,
      stepIndex: row.stepIndex,
      answer: row.answer,
      completedAt: row.complete ? row.at : null,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflict((oc) =>
      oc.columns(["userId", "lessonId", "stepIndex"]).doUpdateSet((eb) => ({
        answer: eb.ref("excluded.answer"),
        selfCheck: sql<
          string | null
        >`case when ${eb.ref("rolePlayAnswers.answer")} = ${eb.ref("excluded.answer")} then ${eb.ref("rolePlayAnswers.selfCheck")} else null end`,
        conversationTurns: sql<number>`case when ${eb.ref("rolePlayAnswers.answer")} = ${eb.ref("excluded.answer")} then ${eb.ref("rolePlayAnswers.conversationTurns")} else 0 end`,
        completedAt: eb.fn.coalesce("rolePlayAnswers.completedAt", eb.ref("excluded.completedAt")),
        updatedAt: eb.ref("excluded.updatedAt"),
      })),
    )
    .returning(rolePlayColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Saves a self-check on the stored answer it was judged against and completes the step (the first
 * completion time stays); undefined when the answer was rewritten in the meantime.
 */
export async function saveRolePlaySelfCheck(
  db: DB,
  stored: Pick<RolePlayAnswerRow, "id" | "answer">,
  selfCheck: boolean[],
  at: Date,
): Promise<RolePlayAnswerRow | undefined> {
  return db
    .updateTable("rolePlayAnswers")
    .set((eb) => ({
      selfCheck: JSON.stringify(selfCheck),
      completedAt: eb.fn.coalesce("completedAt", sql<Date>`${at}`),
      updatedAt: at,
    }))
    .where("id", "=", stored.id)
    .where("answer", "=", stored.answer)
    .returning(rolePlayColumns)
    .executeTakeFirst();
}

/**
 * Counts a conversation turn the provider answered, for the stored answer only. A turn counts only as
 * the next one in a row (turn n after n - 1 counted turns), so a conversation cannot be claimed whole
 * from one reply; two tabs racing on the same turn count it once.
 */
export async function countRolePlayTurn(
  db: DB,
  stored: Pick<RolePlayAnswerRow, "id" | "answer">,
  turn: number,
): Promise<void> {
  await db
    .updateTable("rolePlayAnswers")
    .set({ conversationTurns: turn })
    .where("id", "=", stored.id)
    .where("answer", "=", stored.answer)
    .where("conversationTurns", "=", turn - 1)
    .execute();
}
