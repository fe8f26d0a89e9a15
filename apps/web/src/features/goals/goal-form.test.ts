import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import { emptyGoalForm, toGoalEdit, ZGoalForm } from "./goal-form";

describe("goal form", () => {
  it("starts preset to a skill with medium priority and one empty milestone", () => {
    expect(emptyGoalForm(3)).toMatchObject({ skillId: "3", priority: "medium", milestones: [""] });
  });

  it("trims values and drops empty milestones", () => {
    expect(
      ZGoalForm.parse({
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
    expect(schemaErrors(ZGoalForm, emptyGoalForm())).toEqual({ title: "Goal title is required" });
    expect(schemaErrors(ZGoalForm, { ...emptyGoalForm(), title: "Fine" })).toEqual({});
    expect(
      schemaErrors(ZGoalForm, { ...emptyGoalForm(), title: "Fine", milestones: ["x".repeat(201)] }),
    ).toEqual({
      "milestones.0": "A milestone is at most 200 characters",
    });
  });

  it("edits only title, description, target date and priority", () => {
    const checked = ZGoalForm.parse({ ...emptyGoalForm(2), title: "Fine", milestones: ["a"] });
    expect(toGoalEdit(checked)).toEqual({
      title: "Fine",
      description: null,
      targetDate: null,
      priority: "medium",
    });
  });
});
