import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import {
  emptySignupForm,
  signupFailure,
  ZResetPasswordForm,
  ZSignupForm,
  ZTabSignupForm,
} from "./signup-form-schema";

const filled = {
  ...emptySignupForm,
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("the /signup form", () => {
  it("asks for the required fields first", () => {
    const failure = signupFailure({ ...filled, email: " ", password: "" });
    expect(failure?.toast).toMatchObject({
      title: "Missing Information",
      message: "Please fill in all required fields",
    });
    expect(failure?.fieldErrors).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("asks to confirm the password when the confirmation is left empty", () => {
    const failure = signupFailure({ ...filled, confirmPassword: "" });
    expect(failure?.toast).toMatchObject({ title: "Missing Information", message: "Confirm your password" });
    expect(failure?.fieldErrors).toEqual({ confirmPassword: "Confirm your password" });
    // With other required fields empty too, the confirmation is named beside its field as well.
    const all = signupFailure({ ...emptySignupForm });
    expect(all?.toast).toMatchObject({ message: "Please fill in all required fields" });
    expect(all?.fieldErrors).toMatchObject({
      password: "Password is required",
      confirmPassword: "Confirm your password",
    });
    expect(schemaErrors(ZResetPasswordForm, { password: "secret1", confirmPassword: "" })).toEqual({
      confirmPassword: "Confirm your password",
    });
  });

  it("checks that the passwords match, then their length", () => {
    expect(signupFailure({ ...filled, confirmPassword: "other" })?.toast).toMatchObject({
      title: "Password Mismatch",
      message: "Passwords do not match",
    });
    const short = signupFailure({ ...filled, password: "abc", confirmPassword: "abc" });
    expect(short?.toast).toMatchObject({
      title: "Password Too Short",
      message: "Password must be at least 6 characters long",
    });
    expect(short?.fieldErrors).toEqual({ password: "Password must be at least 6 characters long" });
  });

  it("sends an integer yearsExperience and no confirmPassword", () => {
    expect(signupFailure({ ...filled, yearsExperience: "11", technicalBackground: "devops" })).toBeNull();
    const input = ZSignupForm.parse({ ...filled, yearsExperience: "11", technicalBackground: "devops" });
    expect(input.yearsExperience).toBe(11);
    expect(input.technicalBackground).toBe("devops");
    expect(input).not.toHaveProperty("confirmPassword");
  });

  it("reports the server schema's other errors beside the field", () => {
    const failure = signupFailure({ ...filled, email: "not-an-email" });
    expect(failure?.toast).toMatchObject({ title: "Signup Failed", message: "Enter a valid email address" });
    expect(failure?.fieldErrors).toEqual({ email: "Enter a valid email address" });
  });
});

describe("the login screen's sign-up tab", () => {
  it("requires name, email and a long enough password", () => {
    expect(schemaErrors(ZTabSignupForm, { name: " ", email: "", password: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      password: "Password is required",
    });
    expect(schemaErrors(ZTabSignupForm, { name: "Ada", email: "ada@example.com", password: "abc" })).toEqual({
      password: "Password must be at least 6 characters long",
    });
  });

  it("sends trimmed values", () => {
    expect(ZTabSignupForm.parse({ name: " Ada ", email: " ada@example.com ", password: "secret1" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      password: "secret1",
    });
  });
});
