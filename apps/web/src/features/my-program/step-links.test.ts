import { programStepKinds } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { programStepKindLabels } from "@leadcoach/api/schemas";
import { stepDestination } from "./step-links";

describe("where a program step gets done", () => {
  it("sends each kind done elsewhere to its screen", () => {
    expect(stepDestination({ kind: "lesson", lessonId: 19 })?.to).toBe("/lesson/19");
    expect(stepDestination({ kind: "assessment", lessonId: null })?.to).toBe("/assessment");
    expect(stepDestination({ kind: "skill_pulse", lessonId: null })?.to).toBe("/goals");
    expect(stepDestination({ kind: "review_360", lessonId: null })?.to).toBe("/360");
    expect(stepDestination({ kind: "practice", lessonId: null })?.to).toBe("/calendar");
  });

  it("keeps reflections and goals on the program screen, and names every kind", () => {
    expect(stepDestination({ kind: "reflection", lessonId: null })).toBeNull();
    expect(stepDestination({ kind: "goal", lessonId: null })).toBeNull();
    for (const kind of programStepKinds) expect(programStepKindLabels[kind]).toBeTruthy();
  });
});
