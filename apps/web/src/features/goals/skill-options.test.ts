import { describe, expect, it } from "vitest";
import { skillSelectData } from "./skill-options";

describe("skillSelectData", () => {
  it("groups the catalogue's skills by category", () => {
    expect(
      skillSelectData(
        [
          { name: "Communication", skills: [{ id: 1, name: "Active Listening", description: "" }] },
          { name: "Empty", skills: [] },
        ],
        undefined,
      ),
    ).toEqual([{ group: "Communication", items: [{ value: "1", label: "Active Listening" }] }]);
  });

  it("falls back to the lessons' skills, once each", () => {
    expect(
      skillSelectData(undefined, [
        { skillId: 4, skillName: "Feedback" },
        { skillId: 2, skillName: "Delegation" },
        { skillId: 4, skillName: "Feedback" },
        { skillId: null, skillName: null },
      ]),
    ).toEqual([
      { value: "2", label: "Delegation" },
      { value: "4", label: "Feedback" },
    ]);
  });
});
