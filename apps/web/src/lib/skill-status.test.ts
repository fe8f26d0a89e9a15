import { describe, expect, it } from "vitest";
import { skillStatusColor } from "./skill-status";

describe("skillStatusColor", () => {
  it("colours each status and falls back to grey", () => {
    expect(skillStatusColor("Strong")).toBe("green");
    expect(skillStatusColor("Needs Focus")).toBe("red");
    expect(skillStatusColor("Something else")).toBe("gray");
  });
});
