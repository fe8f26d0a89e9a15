import { describe, expect, it } from "vitest";
import { callerFor, signedInUser, useTestDb } from "../testing";
import { choicesFor, expectTrpcError, QUESTION_IDS, responses, shownValues } from "./journey.fixtures";

const t = useTestDb();

const signedIn = (start?: string) => signedInUser(t.db, start);

/** A mix of values, so equal scores are not a coincidence of answering 4 everywhere. */
const mixed = (questionId: string) => String((Number(questionId.slice(1)) % 5) + 1);

const progressRow = (userId: number) =>
  t.db.selectFrom("assessmentProgress").selectAll().where("userId", "=", userId).executeTakeFirst();

describe("no answer key in the web app's procedures", () => {
  it("options carry an opaque id and a label only, and their order does not follow the value", async () => {
    const { api } = await signedIn();
    const questions = await api.assessment.questions();
    for (const question of questions)
      for (const option of question.options) {
        expect(Object.keys(option).sort()).toEqual(["id", "label"]);
        expect(option.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      }
    // No field anywhere in the payload is a score.
    expect(JSON.stringify(questions)).not.toMatch(/"(value|score)"/);
    // Where the best option stands is spread over the five positions (about 14 of 70 each).
    const values = await shownValues(t.db, questions);
    const bestAt = [0, 0, 0, 0, 0];
    for (const shown of values.values()) bestAt[shown.indexOf(5)] = (bestAt[shown.indexOf(5)] ?? 0) + 1;
    expect(Math.max(...bestAt)).toBeLessThan(28);
  });

  it("submitting ids scores exactly like submitting the values", async () => {
    const byValue = await signedIn();
    const byId = await signedIn();
    const expected = await byValue.api.assessment.submit({ responses: responses(mixed) });
    const choices = await choicesFor(t.db, await byId.api.assessment.questions(), mixed);
    const actual = await byId.api.assessment.submitChoices({ choices });
    expect({ ...actual, assessmentId: 0 }).toEqual({ ...expected, assessmentId: 0 });
    expect(actual.overallScore).toBe(expected.overallScore);
    const stored = await t.db
      .selectFrom("assessmentResults")
      .select(["skillId", "score", "answers"])
      .where("assessmentId", "in", [expected.assessmentId, actual.assessmentId])
      .orderBy("assessmentId")
      .orderBy("skillId")
      .execute();
    const half = stored.length / 2;
    expect(stored.slice(half)).toEqual(stored.slice(0, half));
  });

  it("refuses a forged id, another person's ids and an incomplete set, with a message naming the questions", async () => {
    const { api, user } = await signedIn();
    const other = await signedIn();
    const mine = await choicesFor(t.db, await api.assessment.questions());
    const forged = mine.map((c) => (c.questionId === "q5" ? { ...c, optionId: "AAAAAAAAAAAAAAAA" } : c));
    await expectTrpcError(
      api.assessment.submitChoices({ choices: forged }),
      "BAD_REQUEST",
      "These answers are not options of your assessment: q5. Reload the page and answer them again.",
    );
    const theirs = await choicesFor(t.db, await other.api.assessment.questions());
    await expectTrpcError(
      api.assessment.submitChoices({ choices: theirs }),
      "BAD_REQUEST",
      /^These answers are not options of your assessment: q1, q2, q3/,
    );
    await expectTrpcError(
      api.assessment.submitChoices({ choices: mine.filter((c) => c.questionId !== "q40") }),
      "BAD_REQUEST",
      "Missing answers for: q40",
    );
    await expectTrpcError(
      api.assessment.submitChoices({ choices: [...mine, { questionId: "q71", optionId: "x" }] }),
      "BAD_REQUEST",
      "At most 70 answers.",
    );
    await expectTrpcError(api.assessment.saveProgress({ choices: forged }), "BAD_REQUEST", /: q5\./);
    const stored = await t.db.selectFrom("assessments").select("id").where("userId", "=", user.id).execute();
    expect(stored).toEqual([]);
  });

  it("refuses the ids of an earlier attempt once a retake starts", async () => {
    const { api, clock } = await signedIn();
    const first = await choicesFor(t.db, await api.assessment.questions());
    await api.assessment.submitChoices({ choices: first });
    // The same tab submitting again: the attempt is over.
    await expectTrpcError(api.assessment.submitChoices({ choices: first }), "CONFLICT");
    clock.advanceDays(91);
    await expectTrpcError(
      api.assessment.submitChoices({ choices: first }),
      "CONFLICT",
      /already submitted .*Reload the page/,
    );
    await expectTrpcError(api.assessment.saveProgress({ choices: first.slice(0, 3) }), "CONFLICT");
    const second = await choicesFor(t.db, await api.assessment.questions());
    expect((await api.assessment.submitChoices({ choices: second })).overallScore).toBe(80);
  });

  it("needs a signed-in user", async () => {
    const visitor = await callerFor(t.db);
    await expectTrpcError(visitor.assessment.questions(), "UNAUTHORIZED");
    await expectTrpcError(visitor.assessment.progress(), "UNAUTHORIZED");
    await expectTrpcError(visitor.assessment.saveProgress({ choices: [] }), "UNAUTHORIZED");
    await expectTrpcError(visitor.assessment.submitChoices({ choices: [] }), "UNAUTHORIZED");
  });
});

describe("assessment progress on the server", () => {
  it("another device continues with the same answers, question order and options", async () => {
    const { api, user, clock } = await signedIn();
    expect(await api.assessment.progress()).toEqual({ choices: [], updatedAt: null });
    const questions = await api.assessment.questions();
    const answered = (await choicesFor(t.db, questions, mixed)).slice(0, 12);
    const saved = await api.assessment.saveProgress({ choices: answered });
    expect(saved).toEqual({ choices: answered, updatedAt: clock.now().toISOString() });

    // A second device: a new session of the same person.
    const elsewhere = await callerFor(t.db, { userId: user.id, clock });
    expect(await elsewhere.assessment.questions()).toEqual(questions);
    expect(await elsewhere.assessment.progress()).toEqual(saved);
    // Stored as values (the person's own answers); the ids are only the browser's view of them.
    const row = await progressRow(user.id);
    expect(row?.attempt).toBe(1);
    expect(row?.answers).toEqual(
      Object.fromEntries(answered.map((c) => [c.questionId, Number(mixed(c.questionId))])),
    );
  });

  it("the last save wins, one row per person, at most 70 answers", async () => {
    const { api, user } = await signedIn();
    const choices = await choicesFor(t.db, await api.assessment.questions());
    await api.assessment.saveProgress({ choices: choices.slice(0, 10) });
    await api.assessment.saveProgress({ choices: choices.slice(0, 4) });
    expect((await api.assessment.progress()).choices).toEqual(choices.slice(0, 4));
    // Two tabs at once: both land, one of them last, and the row stays one.
    await Promise.all([
      api.assessment.saveProgress({ choices: choices.slice(0, 20) }),
      api.assessment.saveProgress({ choices: choices.slice(0, 21) }),
    ]);
    expect([20, 21]).toContain((await api.assessment.progress()).choices.length);
    const rows = await t.db
      .selectFrom("assessmentProgress")
      .select("userId")
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    await expectTrpcError(
      api.assessment.saveProgress({
        choices: [...choices, choices[0] ?? { questionId: "q1", optionId: "x" }],
      }),
      "BAD_REQUEST",
      "At most 70 answers.",
    );
    await expectTrpcError(
      api.assessment.saveProgress({ choices: [choices[0], choices[0]].flatMap((c) => (c ? [c] : [])) }),
      "BAD_REQUEST",
      "More than one answer for: q1",
    );
  });

  it("a submit clears the progress; a save racing it never loses the submitted assessment", async () => {
    const { api, user } = await signedIn();
    const choices = await choicesFor(t.db, await api.assessment.questions());
    await api.assessment.saveProgress({ choices: choices.slice(0, 30) });
    const [submitted, lateSave] = await Promise.allSettled([
      api.assessment.submitChoices({ choices }),
      api.assessment.saveProgress({ choices: choices.slice(0, 31) }),
    ]);
    expect(submitted.status).toBe("fulfilled");
    // The save either ran first (and the submit cleared it) or after (and was refused).
    if (lateSave.status === "rejected") expect(String(lateSave.reason)).toMatch(/already submitted/);
    expect(await progressRow(user.id)).toBeUndefined();
    expect(await api.assessment.progress()).toEqual({ choices: [], updatedAt: null });
    const stored = await t.db.selectFrom("assessments").select("id").where("userId", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    // Locked until the retake: nothing to save.
    await expectTrpcError(
      api.assessment.saveProgress({ choices: [] }),
      "CONFLICT",
      /retake the assessment in 90 days/,
    );
  });

  it("a REST submit by value clears the progress too, and an earlier attempt's row is not this attempt's", async () => {
    const { api, user, clock } = await signedIn();
    const choices = await choicesFor(t.db, await api.assessment.questions());
    await api.assessment.saveProgress({ choices: choices.slice(0, 5) });
    await api.assessment.submit({ responses: responses() });
    expect(await progressRow(user.id)).toBeUndefined();

    // A row left from attempt 1 (as a save that slipped in around a submit would leave it).
    await t.db
      .insertInto("assessmentProgress")
      .values({ userId: user.id, attempt: 1, answers: JSON.stringify({ q1: 5 }), updatedAt: clock.now() })
      .execute();
    clock.advanceDays(91);
    expect(await api.assessment.progress()).toEqual({ choices: [], updatedAt: null });
    const next = await choicesFor(t.db, await api.assessment.questions());
    await api.assessment.saveProgress({ choices: next.slice(0, 2) });
    expect(await progressRow(user.id)).toMatchObject({ attempt: 2 });
    expect((await api.assessment.progress()).choices.map((c) => c.questionId)).toEqual(
      QUESTION_IDS.slice(0, 2),
    );
  });
});
