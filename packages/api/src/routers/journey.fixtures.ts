export { expectTrpcError } from "../testing";
import type { DB } from "@leadcoach/db";

/** Test helpers for the core-journey router tests (assessment, dashboard, skills, recommendations...). */

export const QUESTION_IDS = Array.from({ length: 70 }, (_, i) => `q${i + 1}`);

/** One answer per question; `answerFor` picks the answer for each id (default "4"). */
export function responses(answerFor: (questionId: string) => string = () => "4") {
  return QUESTION_IDS.map((questionId) => ({ questionId, answer: answerFor(questionId) }));
}

/** Question ids per skill name, from the seeded bank. */
export async function questionsBySkill(db: DB): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom("assessmentQuestions as q")
    .innerJoin("skills as s", "s.id", "q.skillId")
    .select(["q.id", "s.name"])
    .orderBy("q.position")
    .execute();
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.name, [...(map.get(row.name) ?? []), row.id]);
  return map;
}

/** Answers "4" everywhere except the given skills, which get their own answer. */
export async function responsesWithSkills(db: DB, perSkill: Record<string, string>) {
  const bySkill = await questionsBySkill(db);
  const answerOf = new Map<string, string>();
  for (const [skill, answer] of Object.entries(perSkill)) {
    const ids = bySkill.get(skill);
    if (!ids) throw new Error(`no skill named ${skill}`);
    for (const id of ids) answerOf.set(id, answer);
  }
  return responses((id) => answerOf.get(id) ?? "4");
}

export async function skillIdByName(db: DB, name: string): Promise<number> {
  const row = await db.selectFrom("skills").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

export const DAY_MS = 86_400_000;
