import { describe, expect, it } from "vitest";
import { eventTypeView, formatEventTime } from "./event-format";

describe("formatEventTime", () => {
  it("shows day, start and end in the time zone", () => {
    expect(formatEventTime("2026-03-10T09:00:00Z", "2026-03-10T10:30:00Z", "UTC")).toBe(
      "Tue, Mar 10, 9:00 AM - 10:30 AM",
    );
    expect(formatEventTime("2026-03-10T09:00:00Z", null, "Europe/Berlin")).toBe("Tue, Mar 10, 10:00 AM");
    expect(formatEventTime("nope", null)).toBe("");
  });
});

describe("eventTypeView", () => {
  it("labels known and unknown types", () => {
    expect(eventTypeView("skill_practice")).toEqual({ label: "Skill practice", color: "blue" });
    expect(eventTypeView("study_group").label).toBe("Study group");
  });
});
