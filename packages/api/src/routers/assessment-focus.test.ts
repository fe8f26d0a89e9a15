import { describe, expect, it } from "vitest";
import { callerFor, signedInUser, useTestDb } from "../testing";
import {
  choicesFor,
  expectTrpcError,
  responses,
  responsesWithSkills,
  shownValues,
  skillIdByName,
} from "./journey.fixtures";

const t = useTestDb();

const signedIn = (start?: string) => signedInUser(t.db, start);

type Questions = Awaited<ReturnType<Awaited<ReturnType<typeof signedIn>>["api"]["assessment"]["questions"]>>;
/** Each question's shown order as values ("31524"), read from the bank by label. */
const orderOf = async (questions: Questions) =>
  [...(await shownValues(t.db, questions)).values()].map((values) => values.join(""));
const differing = async (a: Questions, b: Questions) => {
  const [first, second] = [await orderOf(a), await orderOf(b)];
  return first.filter((order, index) => order !== second[index]).length;
};

describe("shuffled options", () => {
  it("are stable for the same user and attempt, each value once, and differ across users", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const first = await a.api.assessment.questions();
    expect(await a.api.assessment.questions()).toEqual(first);
    for (const order of await orderOf(first)) expect([...order].sort().join("")).toBe("12345");
    // 70 questions and 120 orders each: two people share almost none of them.
    expect(await differing(first, await b.api.assessment.questions())).toBeGreaterThan(50);
    // Not the stored order either: the key's position says nothing.
    expect((await orderOf(first)).filter((order) => order === "12345").length).toBeLessThan(10);
    // Per person: a visitor gets no options at all.
    await expectTrpcError((await callerFor(t.db)).assessment.questions(), "UNAUTHORIZED");
  });

  it("change with the attempt, and a chosen option maps back to its value", async () => {
    const { api, clock } = await signedIn();
    const before = await api.assessment.questions();
    // Whatever position the best option sits at, choosing it (by its label) scores 100.
    const result = await api.assessment.submitChoices({ choices: await choicesFor(t.db, before, () => "5") });
    expect(result.overallScore).toBe(100);

    clock.advanceDays(91);
    const after = await api.assessment.questions();
    expect(after.map((q) => q.id)).toEqual(before.map((q) => q.id));
    expect(await differing(before, after)).toBeGreaterThan(50);
    // New ids too: none of the first attempt's ids is an option of the second.
    const firstIds = new Set(before.flatMap((q) => q.options.map((o) => o.id)));
    expect(after.flatMap((q) => q.options.map((o) => o.id)).filter((id) => firstIds.has(id))).toEqual([]);
  });
});

describe("assessment.chooseFocus", () => {
  it("asks when the weakest skills tie; the choice leads the goals, the weakest list and the recommendations", async () => {
    const { api, user } = await signedIn();
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    const empathy = await skillIdByName(t.db, "Empathy");
    await api.assessment.submit({
      responses: await responsesWithSkills(t.db, { "Delegation and Empowerment": "2", Empathy: "2" }),
    });
    const results = await api.assessment.results({});
    expect(results?.focus).toEqual({
      skillId: null,
      candidates: [
        { skillId: delegation, name: "Delegation and Empowerment", score: 40 },
        { skillId: empathy, name: "Empathy", score: 40 },
      ],
    });
    const goalsOf = () =>
      t.db
        .selectFrom("goals")
        .select(["skillId", "priority"])
        .where("userId", "=", user.id)
        .orderBy("priority")
        .execute();
    // Before the choice, catalogue order decides.
    expect(await goalsOf()).toEqual([
      { skillId: delegation, priority: "high" },
      { skillId: empathy, priority: "medium" },
    ]);

    await expectTrpcError(
      api.assessment.chooseFocus({ skillId: await skillIdByName(t.db, "Active Listening") }),
      "BAD_REQUEST",
      /tied skills: Delegation and Empowerment, Empathy/,
    );
    expect(await api.assessment.chooseFocus({ skillId: empathy })).toMatchObject({ skillId: empathy });

    expect(await goalsOf()).toEqual([
      { skillId: empathy, priority: "high" },
      { skillId: delegation, priority: "medium" },
    ]);
    const after = await api.assessment.results({});
    expect(after?.focus.skillId).toBe(empathy);
    expect(after?.weakest.map((s) => s.skillId).slice(0, 2)).toEqual([empathy, delegation]);
    const high = await t.db
      .selectFrom("coachingRecommendations")
      .select(["skillId", "reason"])
      .where("userId", "=", user.id)
      .where("type", "=", "skill_exercise")
      .where("priority", "=", "high")
      .execute();
    expect(high.map((r) => r.skillId)).toContain(empathy);
    expect(high.find((r) => r.skillId === empathy)?.reason).toMatch(/your lowest skill/);

    await expectTrpcError(api.assessment.chooseFocus({ skillId: delegation }), "CONFLICT");
  });

  it("settles which tied skills get the last goals when more tie than goals are left", async () => {
    const { api, user } = await signedIn();
    const prioritisation = await skillIdByName(t.db, "Prioritisation");
    const influence = await skillIdByName(t.db, "Influence Without Authority");
    await api.assessment.submit({
      responses: await responsesWithSkills(t.db, {
        "Active Listening": "2", // 40%, the one lowest
        "Delegation and Empowerment": "3", // four skills at 60% for two goals
        "Influence Without Authority": "3",
        Empathy: "3",
        Prioritisation: "3",
      }),
    });
    const results = await api.assessment.results({});
    expect(results?.focus.candidates.map((c) => c.name)).toEqual([
      "Delegation and Empowerment",
      "Influence Without Authority",
      "Empathy",
      "Prioritisation",
    ]);
    await api.assessment.chooseFocus({ skillId: prioritisation });
    const goals = await t.db
      .selectFrom("goals as g")
      .innerJoin("skills as s", "s.id", "g.skillId")
      .select(["s.name", "g.priority", "g.skillId"])
      .where("g.userId", "=", user.id)
      .orderBy("g.priority")
      .execute();
    expect(goals.map((g) => [g.name, g.priority])).toEqual([
      ["Active Listening", "high"],
      ["Delegation and Empowerment", "low"],
      ["Prioritisation", "medium"],
    ]);
    expect(goals.some((g) => g.skillId === influence)).toBe(false);
  });

  it("has nothing to choose without a tie or an assessment, and needs a session", async () => {
    const { api } = await signedIn();
    const empathy = await skillIdByName(t.db, "Empathy");
    await expectTrpcError(api.assessment.chooseFocus({ skillId: empathy }), "NOT_FOUND");
    await api.assessment.submit({ responses: await responsesWithSkills(t.db, { Empathy: "2" }) });
    expect((await api.assessment.results({}))?.focus.candidates).toEqual([]);
    await expectTrpcError(api.assessment.chooseFocus({ skillId: empathy }), "BAD_REQUEST", /do not tie/);
    await expectTrpcError(
      (await callerFor(t.db)).assessment.chooseFocus({ skillId: empathy }),
      "UNAUTHORIZED",
    );
    // All 4s: every skill ties at 80%, the lowest; the choice only orders what the results list first.
    const other = await signedIn();
    await other.api.assessment.submit({ responses: responses() });
    expect((await other.api.assessment.results({}))?.focus.candidates).toHaveLength(16);
  });
});
