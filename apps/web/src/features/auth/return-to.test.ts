import { describe, expect, it } from "vitest";
import { returnPathFrom, safeReturnPath, withReturnPath } from "./return-to";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/goals")).toBe("/goals");
    expect(safeReturnPath("/lesson/3?step=2#quiz")).toBe("/lesson/3?step=2#quiz");
  });

  it("refuses anything that could leave the site", () => {
    for (const attempt of [
      "//evil.example/goals",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\u0000//evil.example",
      "/\t/evil.example",
      "",
      42,
      null,
    ]) {
      expect(safeReturnPath(attempt), String(attempt)).toBeNull();
    }
  });

  it("never returns to a sign-in page", () => {
    expect(safeReturnPath("/login")).toBeNull();
    expect(safeReturnPath("/reset-password?token=x")).toBeNull();
  });
});

describe("returnPathFrom / withReturnPath", () => {
  it("round-trips a wanted page through the address", () => {
    const login = withReturnPath("/login", "/goals?tab=active");
    expect(login).toBe("/login?next=%2Fgoals%3Ftab%3Dactive");
    expect(returnPathFrom(login.slice(login.indexOf("?")))).toBe("/goals?tab=active");
  });

  it("falls back to the dashboard", () => {
    expect(returnPathFrom("")).toBe("/");
    expect(returnPathFrom("?next=%2F%2Fevil.example")).toBe("/");
    expect(withReturnPath("/login", "/")).toBe("/login");
  });
});
