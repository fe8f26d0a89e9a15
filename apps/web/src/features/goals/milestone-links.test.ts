import { describe, expect, it } from "vitest";
import {
  completedByLabel,
  milestoneAction,
  milestoneLinkOptions,
  recentGoalsMessage,
} from "./milestone-links";

describe("milestone links on the goals screen", () => {
  it("offers the work itself and each lesson", () => {
    const options = milestoneLinkOptions([{ id: 6, title: "Delegating Without Abandoning" }]);
    expect(options.map((g) => g.group)).toEqual(["The work itself", "Lessons"]);
    expect(options[1]?.items).toEqual([
      { value: "lesson:6", label: "Finishing the lesson 'Delegating Without Abandoning'" },
    ]);
  });

  it("links each open milestone to where its work is done", () => {
    expect(milestoneAction({ kind: "lesson", lessonId: 6 })).toEqual({
      href: "/lesson/6",
      label: "Open the lesson",
    });
    expect(milestoneAction({ kind: "activity", activityType: "meeting" })?.href).toBe("/calendar");
    expect(milestoneAction({ kind: "feedback" })?.href).toBe("/peer-feedback");
    expect(milestoneAction({ kind: "pulse" })).toEqual({ label: "Re-check skill" });
    expect(milestoneAction(undefined)).toBeNull();
    expect(completedByLabel("lesson")).toBe("by finishing the lesson");
    expect(completedByLabel(undefined)).toBeNull();
  });

  it("speaks of a retake only after a retake", () => {
    expect(recentGoalsMessage([{ isRecent: true, fromRetake: false }])).toBe(
      "New goals have been added from your recent assessment",
    );
    expect(recentGoalsMessage([{ isRecent: true, fromRetake: true }])).toBe(
      "New goals have been added from your recent assessment retake",
    );
  });
});
