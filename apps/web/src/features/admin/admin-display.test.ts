import { describe, expect, it } from "vitest";
import { barValue, healthBadge, jobTitleOrDefault, userGrowthPoints } from "./admin-display";

const healthy = {
  healthy: true,
  database: { healthy: true, latencyMs: 2 },
  outbox: { healthy: true, overdue: 0 },
  errorRate: { healthy: true, rate: 0 },
};

describe("admin display", () => {
  it("labels six whole months from '6 mo ago' to 'Last month', then this month so far", () => {
    const months = ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"];
    const growth = months.map((month, i) => ({ month, newUsers: i + 1, partial: i === 6 }));
    expect(userGrowthPoints(growth)).toEqual([
      { month: "6 mo ago", users: 1, partial: false },
      { month: "5 mo ago", users: 2, partial: false },
      { month: "4 mo ago", users: 3, partial: false },
      { month: "3 mo ago", users: 4, partial: false },
      { month: "2 mo ago", users: 5, partial: false },
      { month: "Last month", users: 6, partial: false },
      { month: "This month", users: 7, partial: true },
    ]);
  });

  it("caps bars at 0..100", () => {
    expect(barValue(150)).toBe(100);
    expect(barValue(-1)).toBe(0);
    expect(barValue(42)).toBe(42);
  });

  it("says 'Platform Healthy' only when every check passes", () => {
    expect(healthBadge(healthy).label).toBe("Platform Healthy");
    const stuck = healthBadge({ ...healthy, healthy: false, outbox: { healthy: false, overdue: 3 } });
    expect(stuck.label).toBe("Platform Degraded");
    expect(stuck.details).toContain("3 e-mail(s) stuck");
  });

  it("defaults the job title to 'Professional'", () => {
    expect(jobTitleOrDefault(null)).toBe("Professional");
    expect(jobTitleOrDefault("  ")).toBe("Professional");
    expect(jobTitleOrDefault("CTO")).toBe("CTO");
  });
});
