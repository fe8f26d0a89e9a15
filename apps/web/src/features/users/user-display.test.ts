import { describe, expect, it } from "vitest";
import { displayName, initialsOf, isAdminRole, roleLabel } from "./user-display";

describe("user display helpers", () => {
  it("derives initials from the first and last word", () => {
    expect(initialsOf("Ada King Lovelace")).toBe("AL");
    expect(initialsOf("  grace  ")).toBe("G");
  });

  it("falls back to 'User'", () => {
    expect(displayName("")).toBe("User");
    expect(displayName(null)).toBe("User");
    expect(initialsOf(undefined)).toBe("U");
  });

  it("labels roles", () => {
    expect(roleLabel("super_admin")).toBe("Super Admin");
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("user")).toBe("User");
    expect(isAdminRole("super_admin")).toBe(true);
    expect(isAdminRole("user")).toBe(false);
  });
});
