export { expectTrpcError } from "../testing";
import type { DB } from "@leadcoach/db";
import { callerFor, createClock, createUser } from "../testing";

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

/** Answers that make Delegation the weakest skill (40%), Empathy next (60%), "4" everywhere else. */
export function weakDelegationResponses(db: DB) {
  return responsesWithSkills(db, { "Delegation and Empowerment": "2", Empathy: "3" });
}

/** A new user, on a clock from 2026-06-01, whose assessment has Delegation as the weakest skill. */
export async function weakDelegationUser(db: DB) {
  const user = await createUser(db);
  const clock = createClock("2026-06-01T08:00:00Z");
  const api = await callerFor(db, { userId: user.id, clock });
  await api.assessment.submit({ responses: await weakDelegationResponses(db) });
  return { user, clock, api };
}

export async function skillIdByName(db: DB, name: string): Promise<number> {
  const row = await db.selectFrom("skills").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

export const DAY_MS = 86_400_000;

/** The questions as the web app gets them: options with an id and a label, no value. */
interface ShownQuestion {
  id: string;
  options: readonly { id: string; label: string }[];
}

/**
 * What each shown option is worth, read from the stored bank by its label: the test's answer key (the
 * API never says). Keyed by question id, one value per shown option in the order shown.
 */
export async function shownValues(
  db: DB,
  questions: readonly ShownQuestion[],
): Promise<Map<string, number[]>> {
  const stored = await db.selectFrom("assessmentQuestions").select(["id", "options"]).execute();
  const valueOf = new Map(stored.map((q) => [q.id, new Map(q.options.map((o) => [o.label, o.value]))]));
  return new Map(
    questions.map((q) => [
      q.id,
      q.options.map((o) => {
        const value = valueOf.get(q.id)?.get(o.label);
        if (value === undefined) throw new Error(`no stored option '${o.label}' in ${q.id}`);
        return value;
      }),
    ]),
  );
}

/** The option ids that answer each question with `answerFor(questionId)` (a value 1-5), found by label. */
export async function choicesFor(
  db: DB,
  questions: readonly ShownQuestion[],
  answerFor: (questionId: string) => string = () => "4",
): Promise<{ questionId: string; optionId: string }[]> {
  const values = await shownValues(db, questions);
  return questions.map((q) => {
    const index = values.get(q.id)?.indexOf(Number(answerFor(q.id))) ?? -1;
    const option = q.options[index];
    if (!option) throw new Error(`no option valued ${answerFor(q.id)} in ${q.id}`);
    return { questionId: q.id, optionId: option.id };
  });
}
