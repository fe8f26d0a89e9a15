import { describe, expect, it } from "vitest";
import { isNavItemActive, navItems, visibleNavItems } from "./nav-items";

const item = (label: string) => {
  const found = navItems.find((nav) => nav.label === label);
  if (!found) throw new Error(`no nav item ${label}`);
  return found;
};

describe("nav items", () => {
  it("hides admin entries from ordinary users", () => {
    expect(visibleNavItems({ role: "user" }).map((nav) => nav.label)).not.toContain("Admin");
    expect(visibleNavItems({ role: "admin" }).map((nav) => nav.label)).toContain("Bug Management");
    expect(visibleNavItems({ role: "super_admin" }).map((nav) => nav.label)).toContain("Admin");
  });

  it("highlights the current route only", () => {
    expect(isNavItemActive(item("Dashboard"), "/")).toBe(true);
    expect(isNavItemActive(item("Dashboard"), "/dashboard")).toBe(true);
    expect(isNavItemActive(item("Dashboard"), "/skills")).toBe(false);
    expect(isNavItemActive(item("Lessons"), "/lesson/lesson-1")).toBe(true);
    expect(isNavItemActive(item("Admin"), "/admin/bug-reports")).toBe(false);
    expect(isNavItemActive(item("Bug Management"), "/admin/bug-reports/")).toBe(true);
    expect(isNavItemActive(item("Admin"), "/admin/user/7")).toBe(true);
  });

  it("highlights no item on the assessment and its results", () => {
    for (const path of ["/assessment", "/assessment/", "/assessment/results", "/assessment/results/12"])
      expect(navItems.filter((nav) => isNavItemActive(nav, path)).map((nav) => nav.label)).toEqual([]);
  });
});
