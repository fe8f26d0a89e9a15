import { describe, expect, it } from "vitest";
import { skillStatusColor, statusForScore } from "./skill-status";

describe("statusForScore", () => {
  it("follows the documented bands", () => {
    expect(statusForScore(80)).toBe("Strong");
    expect(statusForScore(79)).toBe("Improving");
    expect(statusForScore(70)).toBe("Improving");
    expect(statusForScore(69)).toBe("Developing");
    expect(statusForScore(60)).toBe("Developing");
    expect(statusForScore(59)).toBe("Needs Focus");
    expect(statusForScore(null)).toBe("Not Started");
  });
});

describe("skillStatusColor", () => {
  it("colours each status and falls back to grey", () => {
    expect(skillStatusColor("Strong")).toBe("green");
    expect(skillStatusColor("Needs Focus")).toBe("red");
    expect(skillStatusColor("Something else")).toBe("gray");
  });
});
