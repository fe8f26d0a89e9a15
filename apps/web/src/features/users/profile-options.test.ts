import { describe, expect, it } from "vitest";
import { technicalBackgroundLabel, yearsExperienceBand, yearsExperienceLabel } from "./profile-options";

describe("profile options", () => {
  it("maps years to their band", () => {
    expect(yearsExperienceLabel(0)).toBe("0-2");
    expect(yearsExperienceLabel(4)).toBe("3-5");
    expect(yearsExperienceLabel(11)).toBe("11-15");
    expect(yearsExperienceLabel(16)).toBe("15+");
    expect(yearsExperienceBand(40).value).toBe(16);
  });

  it("capitalises technical backgrounds", () => {
    expect(technicalBackgroundLabel("devops")).toBe("DevOps");
    expect(technicalBackgroundLabel("engineering")).toBe("Engineering");
    expect(technicalBackgroundLabel(null)).toBeNull();
  });
});
