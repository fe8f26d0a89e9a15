import { describe, expect, it } from "vitest";
import { formatTimeRange, groupActivitiesByDay } from "./schedule-display";

const at = (id: number, startTime: string) => ({ id, startTime });

describe("groupActivitiesByDay", () => {
  it("groups by the calendar day of the start time, in order, under a long date", () => {
    const days = groupActivitiesByDay(
      [at(3, "2026-11-22T09:00:00Z"), at(1, "2026-11-21T15:00:00Z"), at(2, "2026-11-21T08:00:00Z")],
      "UTC",
    );
    expect(days.map((d) => d.label)).toEqual(["Saturday, November 21, 2026", "Sunday, November 22, 2026"]);
    expect(days.map((d) => d.key)).toEqual(["2026-11-21", "2026-11-22"]);
    expect(days[0]?.activities.map((a) => a.id)).toEqual([2, 1]);
  });

  it("uses the viewer's time zone to decide the day", () => {
    const days = groupActivitiesByDay([at(1, "2026-11-21T23:30:00Z")], "Asia/Tokyo");
    expect(days[0]?.label).toBe("Sunday, November 22, 2026");
    expect(groupActivitiesByDay([at(1, "2026-11-21T23:30:00Z")], "America/New_York")[0]?.label).toBe(
      "Saturday, November 21, 2026",
    );
  });

  it("returns no days for no activities and skips unreadable times", () => {
    expect(groupActivitiesByDay([], "UTC")).toEqual([]);
    expect(groupActivitiesByDay([at(1, "not a date")], "UTC")).toEqual([]);
  });
});

describe("formatTimeRange", () => {
  it("shows the start and end times", () => {
    expect(formatTimeRange("2026-11-21T09:00:00Z", "2026-11-21T10:30:00Z", "UTC")).toBe("9:00 AM - 10:30 AM");
  });
  it("dates an end on another day", () => {
    expect(formatTimeRange("2026-11-21T23:00:00Z", "2026-11-22T01:00:00Z", "UTC")).toBe(
      "11:00 PM - Nov 22, 1:00 AM",
    );
  });
});
