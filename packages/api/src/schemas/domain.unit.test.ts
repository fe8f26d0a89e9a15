import { describe, expect, it } from "vitest";
import {
  isAdminRole,
  lessonProgressAfterAdvance,
  milestoneProgress,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  skillStatusBands,
  skillStatuses,
  skillStatusForScore,
} from "./domain";

describe("skillStatusForScore", () => {
  it("puts each score in its band: Strong >= 80, Improving 70-79, Developing 60-69, Needs Focus < 60", () => {
    expect(skillStatusForScore(100)).toBe("Strong");
    expect(skillStatusForScore(80)).toBe("Strong");
    expect(skillStatusForScore(79)).toBe("Improving");
    expect(skillStatusForScore(79.5)).toBe("Improving");
    expect(skillStatusForScore(70)).toBe("Improving");
    expect(skillStatusForScore(69)).toBe("Developing");
    expect(skillStatusForScore(60)).toBe("Developing");
    expect(skillStatusForScore(59)).toBe("Needs Focus");
    expect(skillStatusForScore(0)).toBe("Needs Focus");
  });

  it("is 'Not Started' without a score", () => {
    expect(skillStatusForScore(null)).toBe("Not Started");
    expect(skillStatusForScore(undefined)).toBe("Not Started");
  });

  it("lists the bands highest first, each a known status", () => {
    const mins = skillStatusBands.map((band) => band.minScore);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    for (const band of skillStatusBands) expect(skillStatuses).toContain(band.status);
  });
});

describe("lessonProgressAfterAdvance", () => {
  it("is round((stepIndex + 2) / totalSteps * 100)", () => {
    // lesson-1 has 7 steps: advancing from the first step means 2 of 7 seen.
    expect(lessonProgressAfterAdvance(0, 7)).toBe(29);
    expect(lessonProgressAfterAdvance(1, 7)).toBe(43);
    expect(lessonProgressAfterAdvance(4, 7)).toBe(86);
    expect(lessonProgressAfterAdvance(0, 3)).toBe(67);
  });

  it("is capped at 100", () => {
    expect(lessonProgressAfterAdvance(5, 7)).toBe(100);
    expect(lessonProgressAfterAdvance(6, 7)).toBe(100);
    expect(lessonProgressAfterAdvance(0, 2)).toBe(100);
    expect(lessonProgressAfterAdvance(1, 2)).toBe(100);
    expect(lessonProgressAfterAdvance(0, 1)).toBe(100);
  });

  it("never goes below 0 and treats a lesson without steps as done", () => {
    expect(lessonProgressAfterAdvance(-5, 7)).toBe(0);
    expect(lessonProgressAfterAdvance(0, 0)).toBe(100);
  });
});

describe("milestoneProgress", () => {
  const milestones = (...done: boolean[]) => done.map((completed) => ({ completed }));

  it("is the completed share, rounded", () => {
    expect(milestoneProgress(milestones(true, false, false))).toBe(33);
    expect(milestoneProgress(milestones(true, true, false))).toBe(67);
    expect(milestoneProgress(milestones(true, true))).toBe(100);
    expect(milestoneProgress(milestones(false))).toBe(0);
  });

  it("is 0 without milestones", () => {
    expect(milestoneProgress([])).toBe(0);
  });
});

describe("passwords and roles", () => {
  it("words the minimum as the forms and the API say it", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe("Password must be at least 6 characters long");
  });

  it("counts admins and super admins as admins", () => {
    expect(isAdminRole("super_admin")).toBe(true);
    expect(isAdminRole("admin")).toBe(true);
    expect(isAdminRole("user")).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
