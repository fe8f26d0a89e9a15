import { describe, expect, it } from "vitest";
import { validateChangePassword } from "./password-validation";

describe("validateChangePassword", () => {
  it("accepts a valid change", () => {
    expect(
      validateChangePassword({
        currentPassword: "old-one",
        newPassword: "new-one",
        confirmPassword: "new-one",
      }),
    ).toBeNull();
  });

  it("requires the current password and 6 characters", () => {
    expect(
      validateChangePassword({ currentPassword: "", newPassword: "abc", confirmPassword: "abc" }),
    ).toEqual({
      currentPassword: "Current password is required",
      newPassword: "Password must be at least 6 characters long",
    });
  });

  it("requires a matching confirmation and a new password", () => {
    expect(
      validateChangePassword({
        currentPassword: "same-one",
        newPassword: "same-one",
        confirmPassword: "other",
      }),
    ).toEqual({
      newPassword: "Choose a password different from the current one",
      confirmPassword: "Passwords do not match",
    });
  });
});
