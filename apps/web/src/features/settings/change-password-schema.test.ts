import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import { ZChangePasswordForm } from "./change-password-schema";

describe("the change-password form", () => {
  it("accepts a valid change and sends no confirmation", () => {
    const values = { currentPassword: "old-one", newPassword: "new-one", confirmPassword: "new-one" };
    expect(schemaErrors(ZChangePasswordForm, values)).toEqual({});
    expect(ZChangePasswordForm.parse(values)).toEqual({ currentPassword: "old-one", newPassword: "new-one" });
  });

  it("requires the current password and 6 characters", () => {
    expect(
      schemaErrors(ZChangePasswordForm, { currentPassword: "", newPassword: "abc", confirmPassword: "abc" }),
    ).toEqual({
      currentPassword: "Current password is required",
      newPassword: "Password must be at least 6 characters long",
    });
  });

  it("requires a matching confirmation and a new password", () => {
    expect(
      schemaErrors(ZChangePasswordForm, {
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
