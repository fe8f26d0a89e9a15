import { describe, expect, it } from "vitest";
import { enrolResultMessage, programStatus, stepFields, stepsByWeek } from "./program-display";

describe("program display", () => {
  it("groups steps by week, weeks in order, keeping each week's order", () => {
    const steps = [
      { week: 3, title: "c" },
      { week: 1, title: "a" },
      { week: 3, title: "d" },
      { week: 1, title: "b" },
    ];
    expect(stepsByWeek(steps)).toEqual([
      { week: 1, steps: [steps[1], steps[3]] },
      { week: 3, steps: [steps[0], steps[2]] },
    ]);
  });

  it("says how many were enrolled and how many already were", () => {
    expect(enrolResultMessage({ enrolled: 1, alreadyEnrolled: 0 })).toBe("1 enrolled, 0 already enrolled");
  });

  it("names the fields each kind of step needs", () => {
    expect(stepFields("lesson")).toEqual({ lesson: true, skill: false, prompt: false });
    expect(stepFields("goal")).toEqual({ lesson: false, skill: true, prompt: true });
    expect(stepFields("reflection")).toEqual({ lesson: false, skill: false, prompt: true });
  });

  it("puts archived before open in a program's status", () => {
    expect(programStatus({ archived: true, isOpen: true }).label).toBe("Archived");
    expect(programStatus({ archived: false, isOpen: true }).label).toBe("Open to join");
    expect(programStatus({ archived: false, isOpen: false }).label).toBe("Enrol only");
  });
});
