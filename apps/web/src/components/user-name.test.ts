import { describe, expect, it } from "vitest";
import { displayName, initialsOf } from "./user-name";

describe("user names", () => {
  it("derives initials from the first and last word", () => {
    expect(initialsOf("Ada King Lovelace")).toBe("AL");
    expect(initialsOf("  grace  ")).toBe("G");
  });

  it("falls back to 'User'", () => {
    expect(displayName("")).toBe("User");
    expect(displayName(null)).toBe("User");
    expect(initialsOf(undefined)).toBe("U");
  });
});
