import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  activitiesByDayKey,
  calendarDays,
  dayCellLabel,
  dayKey,
  periodTitle,
  shiftPeriod,
} from "./schedule-calendar-model";

describe("the week and month grid", () => {
  it("covers a month with whole weeks from Monday", () => {
    const days = calendarDays("month", dayjs("2026-11-23"));
    expect(days).toHaveLength(42);
    expect(dayKey(days[0]!)).toBe("2026-10-26");
    expect(dayKey(days[41]!)).toBe("2026-12-06");
    expect(days[0]!.day()).toBe(1);
  });

  it("shows one week, Monday to Sunday, even from a Sunday", () => {
    const days = calendarDays("week", dayjs("2026-11-29"));
    expect(days.map(dayKey)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("names periods and days, and moves by period", () => {
    expect(periodTitle("month", dayjs("2026-11-23"))).toBe("November 2026");
    expect(periodTitle("week", dayjs("2026-11-23"))).toBe("Nov 23 - 29, 2026");
    expect(periodTitle("week", dayjs("2026-12-01"))).toBe("Nov 30 - Dec 6, 2026");
    expect(periodTitle("week", dayjs("2026-12-30"))).toBe("Dec 28, 2026 - Jan 3, 2027");
    expect(dayCellLabel(dayjs("2026-11-24"), 2)).toBe("Tuesday, November 24, 2026: 2 activities");
    expect(dayCellLabel(dayjs("2026-11-24"), 1)).toBe("Tuesday, November 24, 2026: 1 activity");
    expect(dayCellLabel(dayjs("2026-11-24"), 0)).toBe("Tuesday, November 24, 2026: no activities");
    expect(dayKey(shiftPeriod("month", dayjs("2026-01-31"), 1))).toBe("2026-02-28");
    expect(dayKey(shiftPeriod("week", dayjs("2026-11-23"), -1))).toBe("2026-11-16");
  });

  it("groups activities by local start day, in start order", () => {
    const local = (text: string) => dayjs(text).toISOString();
    const byDay = activitiesByDayKey([
      { id: 2, startTime: local("2026-11-24T15:00:00") },
      { id: 1, startTime: local("2026-11-24T09:00:00") },
      { id: 3, startTime: local("2026-11-25T09:00:00") },
    ]);
    expect(byDay.get("2026-11-24")?.map((a) => a.id)).toEqual([1, 2]);
    expect(byDay.get("2026-11-25")?.map((a) => a.id)).toEqual([3]);
  });
});
