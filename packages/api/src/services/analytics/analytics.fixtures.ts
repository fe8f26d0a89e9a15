import { json, type ActivityType, type DB } from "@leadcoach/db";

/**
 * What the analytics tests seed: people registered on a given day, their events, and their skill scores
 * (a first assessment and the score now), written straight to the tables the figures are made from.
 */

let seq = 0;

export async function addUser(
  db: DB,
  o: {
    createdAt: string;
    name?: string;
    department?: string | null;
    yearsExperience?: number;
    role?: "user" | "admin";
  },
): Promise<number> {
  seq += 1;
  const row = await db
    .insertInto("users")
    .values({
      email: `analytics-${seq}-${Math.random().toString(36).slice(2)}@example.test`,
      password: "not-a-hash",
      name: o.name ?? `User ${seq}`,
      department: o.department ?? null,
      yearsExperience: o.yearsExperience ?? 0,
      role: o.role ?? "user",
      createdAt: new Date(o.createdAt),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addEvents(
  db: DB,
  userId: number,
  times: string[],
  type: ActivityType = "lesson_step",
): Promise<void> {
  if (times.length === 0) return;
  await db
    .insertInto("activityEvents")
    .values(times.map((t) => ({ userId, type, subject: "test", detail: json({}), occurredAt: new Date(t) })))
    .execute();
}

/**
 * One completed assessment (on `completedAt`) scoring each skill at `baseline`, and the person's score of
 * it now at `current`: their growth is `current - baseline`.
 */
export async function assessSkills(
  db: DB,
  userId: number,
  results: [skillId: number, baseline: number, current: number][],
  completedAt: string,
): Promise<void> {
  const a = await db
    .insertInto("assessments")
    .values({ userId, status: "completed", completedAt: new Date(completedAt) })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("assessmentResults")
    .values(
      results.map(([skillId, score]) => ({
        assessmentId: a.id,
        skillId,
        score,
        maxScore: 100,
        answers: json([]),
      })),
    )
    .execute();
  await db
    .insertInto("userSkills")
    .values(results.map(([skillId, , currentScore]) => ({ userId, skillId, currentScore })))
    .execute();
}
