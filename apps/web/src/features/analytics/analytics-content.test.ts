import { describe, expect, it } from "vitest";
import {
  ANALYTICS_DISPLAY_CAPS,
  changeCaption,
  cohortGroupLabel,
  firstRows,
  lastDays,
  orderedRange,
  previousRange,
  rangeLengthInDays,
  reportFileName,
  skillImprovementCaption,
} from "./analytics-content";

describe("the date range", () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it("defaults to the last 30 days, today included", () => {
    const range = lastDays(now, 30);
    expect(range).toEqual({ start: "2026-10-25", end: "2026-11-23" });
    expect(rangeLengthInDays(range)).toBe(30);
  });

  it("compares with the period of the same length just before", () => {
    expect(previousRange({ start: "2026-10-25", end: "2026-11-23" })).toEqual({
      start: "2026-09-25",
      end: "2026-10-24",
    });
    expect(rangeLengthInDays({ start: "2026-11-23", end: "2026-11-23" })).toBe(1);
    expect(previousRange({ start: "2026-11-23", end: "2026-11-23" })).toEqual({
      start: "2026-11-22",
      end: "2026-11-22",
    });
  });

  it("keeps the ends in order", () => {
    expect(orderedRange({ start: "2026-11-05", end: "2026-11-01" })).toEqual({
      start: "2026-11-01",
      end: "2026-11-05",
    });
    expect(orderedRange({ start: "2026-11-01", end: "2026-11-05" })).toEqual({
      start: "2026-11-01",
      end: "2026-11-05",
    });
  });
});

describe("the overview captions", () => {
  it("words the change against the previous period", () => {
    expect(changeCaption({ current: 112, previous: 100, changePercent: 12 }, 30)).toBe(
      "+12% from previous 30 days",
    );
    expect(changeCaption({ current: 95, previous: 100, changePercent: -5 }, 7)).toBe(
      "-5% from previous 7 days",
    );
    expect(changeCaption({ current: 100, previous: 100, changePercent: 0 }, 30)).toBe(
      "No change from previous 30 days",
    );
    expect(changeCaption({ current: 3, previous: 2, changePercent: 50 }, 1)).toBe("+50% from previous day");
  });

  it("never invents a percentage when the previous period had nothing", () => {
    expect(changeCaption({ current: 0, previous: 0, changePercent: null }, 30)).toBe(
      "No change from previous 30 days",
    );
    expect(changeCaption({ current: 5, previous: 0, changePercent: null }, 30)).toBe(
      "None in the previous 30 days",
    );
  });

  it("says what the skill improvement covers (the server has no per-period figure)", () => {
    expect(skillImprovementCaption(12)).toBe("Since first assessment, across 12 skills");
    expect(skillImprovementCaption(1)).toBe("Since first assessment, across 1 skill");
  });
});

describe("the export", () => {
  it("names the file after the report type and the day", () => {
    expect(reportFileName("engagement_overview", new Date(2026, 10, 3, 23, 59))).toBe(
      "engagement_overview-2026-11-03.json",
    );
    expect(reportFileName("user_retention", new Date(2026, 0, 9))).toBe("user_retention-2026-01-09.json");
  });
});

describe("display caps", () => {
  it("shows only the first rows", () => {
    expect(ANALYTICS_DISPLAY_CAPS).toEqual({
      engagementDays: 7,
      skillRows: 10,
      topPerformers: 5,
      retentionMonths: 6,
    });
    const rows = Array.from({ length: 12 }, (_, index) => index);
    expect(firstRows(rows, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(firstRows(rows.slice(0, 3), 7)).toEqual([0, 1, 2]);
    expect(firstRows(rows, 0)).toEqual([]);
  });
});

describe("cohorts", () => {
  it("names the group by type and value", () => {
    expect(cohortGroupLabel({ cohortType: "department", cohortValue: "Engineering" })).toBe(
      "department: Engineering",
    );
  });
});
