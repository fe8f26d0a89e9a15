import type { MySharedGoal } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { alignedCountLabel, alignmentOf, alignmentOptions, ownerLabel, stateNote } from "./alignment-display";

const program = { kind: "program", id: 1, name: "First 90 days" } as const;
const group = { kind: "group", id: 2, name: "Platform team" } as const;
const goal = (
  id: number,
  owner: MySharedGoal["owner"],
  state: MySharedGoal["state"],
  goalIds: number[] = [],
) => ({
  id,
  title: `Shared ${id}`,
  description: "",
  owner,
  state,
  goalIds,
});

describe("alignment choices", () => {
  const sharedGoals = [
    goal(1, program, "open", [10]),
    goal(2, program, "open"),
    goal(3, group, "left", [11]),
    goal(4, group, "archived", [12]),
  ];

  it("offers the open shared goals by owner, and the goal's own even when no longer open", () => {
    expect(alignmentOptions(sharedGoals, null)).toEqual([
      {
        group: "First 90 days (program)",
        items: [
          { value: "1", label: "Shared 1" },
          { value: "2", label: "Shared 2" },
        ],
      },
    ]);
    expect(alignmentOptions(sharedGoals, 3)).toEqual([
      expect.objectContaining({ group: "First 90 days (program)" }),
      { group: "Platform team (group)", items: [{ value: "3", label: "Shared 3 (you left this group)" }] },
    ]);
    expect(alignmentOptions(sharedGoals, 4)[1]).toEqual({
      group: "Platform team (group)",
      items: [{ value: "4", label: "Shared 4 (archived)" }],
    });
  });

  it("finds a goal's shared goal", () => {
    expect(alignmentOf(sharedGoals, 11)).toBe(3);
    expect(alignmentOf(sharedGoals, 99)).toBeNull();
  });

  it("labels owners and states", () => {
    expect(ownerLabel(group)).toBe("Platform team (group)");
    expect(stateNote("open", "group")).toBeNull();
    expect(stateNote("left", "program")).toBe("You left this program");
  });
});

describe("what admins see", () => {
  it("a count only from 5 people on", () => {
    expect(alignedCountLabel(null)).toBe("Fewer than 5 people aligned");
    expect(alignedCountLabel({ goals: 7, people: 6 })).toBe("7 goals aligned, from 6 people");
  });
});
