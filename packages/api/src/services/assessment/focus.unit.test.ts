import { shuffleOptions } from "@leadcoach/db/content";
import { describe, expect, it } from "vitest";
import { byNeed, focusCandidates } from "./focus";

const skills = (...scores: number[]) => scores.map((score, index) => ({ skillId: index + 1, score }));
const ids = (list: readonly { skillId: number }[]) => list.map((s) => s.skillId);

describe("byNeed", () => {
  it("puts the lowest first; a tie goes to the chosen focus, then catalogue order", () => {
    expect(ids(byNeed(skills(60, 40, 40, 80)))).toEqual([2, 3, 1, 4]);
    expect(ids(byNeed(skills(60, 40, 40, 80), 3))).toEqual([3, 2, 1, 4]);
    // A focus never jumps a lower score.
    expect(ids(byNeed(skills(60, 40, 40, 80), 1))).toEqual([2, 3, 1, 4]);
  });
});

describe("focusCandidates", () => {
  it("names the skills tied at the lowest score", () => {
    expect(ids(focusCandidates(skills(60, 40, 80, 40)))).toEqual([2, 4]);
    expect(ids(focusCandidates(skills(80, 80, 80)))).toEqual([1, 2, 3]);
  });

  it("names the skills tied across the last goal, and nothing when the tie decides nothing", () => {
    // 40, then three at 60 for two goals.
    expect(ids(focusCandidates(skills(40, 60, 60, 60, 90)))).toEqual([2, 3, 4]);
    // 40, 50, then two at 60 for one goal.
    expect(ids(focusCandidates(skills(40, 60, 50, 60)))).toEqual([2, 4]);
    // Three below 70 with distinct scores, or a tie that fits in the goals.
    expect(focusCandidates(skills(40, 50, 60, 90))).toEqual([]);
    expect(focusCandidates(skills(40, 60, 60, 90))).toEqual([]);
    expect(focusCandidates(skills(40))).toEqual([]);
  });
});

describe("shuffleOptions", () => {
  const options = [1, 2, 3, 4, 5].map((value) => ({ value, label: `option ${value}` }));

  it("is stable for a key, keeps every option once, and spreads the best option over positions", () => {
    const key = { userId: 7, attempt: 1, questionId: "q3" };
    expect(shuffleOptions(options, key)).toEqual(shuffleOptions(options, key));
    expect([...shuffleOptions(options, key)].sort((a, b) => a.value - b.value)).toEqual(options);
    const positions = Array.from({ length: 5 }, () => 0);
    for (let userId = 1; userId <= 5000; userId++) {
      const shown = shuffleOptions(options, { userId, attempt: 1, questionId: "q3" });
      positions[shown.findIndex((o) => o.value === 5)]! += 1;
    }
    for (const count of positions) expect(count / 5000).toBeGreaterThan(0.17);
    for (const count of positions) expect(count / 5000).toBeLessThan(0.23);
  });
});
