import { describe, expect, it } from "vitest";
import { emptyGoalForm, toCreateGoalInput, validateGoalForm } from "./goal-form";

describe("goal form", () => {
  it("starts preset to a skill with medium priority and one empty milestone", () => {
    expect(emptyGoalForm(3)).toMatchObject({ skillId: "3", priority: "medium", milestones: [""] });
  });

  it("trims values and drops empty milestones", () => {
    expect(
      toCreateGoalInput({
        title: "  Run better 1:1s ",
        description: " ",
        targetDate: "2026-12-31",
        priority: "high",
        skillId: "4",
        milestones: ["Book the slots", "  ", "Ask one open question"],
      }),
    ).toEqual({
      title: "Run better 1:1s",
      description: null,
      targetDate: "2026-12-31",
      priority: "high",
      skillId: 4,
      milestones: ["Book the slots", "Ask one open question"],
    });
  });

  it("reports the server's messages", () => {
    expect(validateGoalForm(emptyGoalForm())).toEqual({ title: "Goal title is required" });
    expect(validateGoalForm({ ...emptyGoalForm(), title: "Fine" })).toBeNull();
  });
});
