import { describe, expect, it } from "vitest";
import { emptySignupForm, validateSignupForm } from "./signup-validation";

const filled = {
  ...emptySignupForm,
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("validateSignupForm", () => {
  it("asks for the required fields first", () => {
    const result = validateSignupForm({ ...filled, email: " ", password: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast).toMatchObject({
      title: "Missing Information",
      message: "Please fill in all required fields",
    });
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["email", "password"]);
  });

  it("checks that the passwords match, then their length", () => {
    const mismatch = validateSignupForm({ ...filled, confirmPassword: "other" });
    expect(!mismatch.ok && mismatch.toast.message).toBe("Passwords do not match");
    const short = validateSignupForm({ ...filled, password: "abc", confirmPassword: "abc" });
    expect(!short.ok && short.toast.message).toBe("Password must be at least 6 characters long");
  });

  it("sends an integer yearsExperience and no confirmPassword", () => {
    const result = validateSignupForm({ ...filled, yearsExperience: "11", technicalBackground: "devops" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.yearsExperience).toBe(11);
    expect(result.input.technicalBackground).toBe("devops");
    expect(result.input).not.toHaveProperty("confirmPassword");
  });

  it("reports schema errors beside the field", () => {
    const result = validateSignupForm({ ...filled, email: "not-an-email" });
    expect(!result.ok && result.fieldErrors.email).toBe("Enter a valid email address");
  });
});
