import { describe, expect, it } from "vitest";
import { advanceSave, completionSave, resumeStepIndex, stepPercent } from "./player-progress";

describe("saves", () => {
  it("Next saves in_progress with the step now shown", () => {
    expect(advanceSave(1, 7)).toEqual({ status: "in_progress", progressPercentage: 43, currentStep: 2 });
  });
  it("Complete saves 100 and completed", () => {
    expect(completionSave(2)).toEqual({ status: "completed", progressPercentage: 100, currentStep: 1 });
  });
});

describe("resumeStepIndex", () => {
  it("resumes a lesson in progress at its saved step", () => {
    expect(resumeStepIndex({ status: "in_progress", currentStep: 2 }, 7)).toBe(2);
  });
  it("starts at step 1 without a record and when reviewing a completed lesson", () => {
    expect(resumeStepIndex(undefined, 7)).toBe(0);
    expect(resumeStepIndex({ status: "completed", currentStep: 6 }, 7)).toBe(0);
    expect(resumeStepIndex({ status: "not_started", currentStep: 0 }, 7)).toBe(0);
  });
  it("never lands past the last step", () => {
    expect(resumeStepIndex({ status: "in_progress", currentStep: 9 }, 7)).toBe(6);
  });
});

describe("stepPercent", () => {
  it("is the share of steps reached", () => {
    expect(stepPercent(0, 2)).toBe(50);
    expect(stepPercent(6, 7)).toBe(100);
  });
});
