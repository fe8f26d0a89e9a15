import { describe, expect, it } from "vitest";
import { roleLabel } from "./user-display";

describe("user display helpers", () => {
  it("labels roles", () => {
    expect(roleLabel("super_admin")).toBe("Super Admin");
    expect(roleLabel("admin")).toBe("Admin");
    expect(roleLabel("user")).toBe("User");
  });
});
