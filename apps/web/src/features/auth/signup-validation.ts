import { MIN_PASSWORD_LENGTH, ZSignupInput, type SignupInput } from "@leadcoach/api/schemas";
import type { ToastOptions } from "../../lib/toast";
import { isTechnicalBackground } from "../users/profile-options";

export interface SignupFormValues {
  name: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  jobTitle: string;
  department: string;
  companyName: string;
  /** The selected years-of-experience option value, as a string ("0", "3", ...). */
  yearsExperience: string;
  technicalBackground: string | null;
}

export type SignupField = keyof SignupFormValues;
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

export type SignupValidation =
  { ok: true; input: SignupInput } | { ok: false; toast: ToastOptions; fieldErrors: SignupFieldErrors };

export const emptySignupForm: SignupFormValues = {
  name: "",
  email: "",
  username: "",
  password: "",
  confirmPassword: "",
  jobTitle: "",
  department: "",
  companyName: "",
  yearsExperience: "0",
  technicalBackground: null,
};

const blankToUndefined = (value: string) => (value.trim() ? value.trim() : undefined);

function isSignupField(key: PropertyKey | undefined): key is SignupField {
  return typeof key === "string" && key in emptySignupForm;
}

/**
 * Checks the full sign-up form in the documented order (required fields, matching passwords,
 * password length, then the shared schema) and builds the API input; confirmPassword is not sent.
 */
export function validateSignupForm(values: SignupFormValues): SignupValidation {
  const missing: SignupFieldErrors = {};
  if (!values.name.trim()) missing.name = "Name is required";
  if (!values.email.trim()) missing.email = "Email is required";
  if (!values.password) missing.password = "Password is required";
  if (Object.keys(missing).length > 0) {
    return {
      ok: false,
      fieldErrors: missing,
      toast: {
        title: "Missing Information",
        message: "Please fill in all required fields",
        variant: "destructive",
      },
    };
  }

  if (values.password !== values.confirmPassword) {
    return {
      ok: false,
      fieldErrors: { confirmPassword: "Passwords do not match" },
      toast: { title: "Password Mismatch", message: "Passwords do not match", variant: "destructive" },
    };
  }

  if (values.password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
    return {
      ok: false,
      fieldErrors: { password: message },
      toast: { title: "Password Too Short", message, variant: "destructive" },
    };
  }

  const yearsExperience = Number.parseInt(values.yearsExperience, 10);
  const input: SignupInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    username: blankToUndefined(values.username),
    jobTitle: blankToUndefined(values.jobTitle),
    department: blankToUndefined(values.department),
    companyName: blankToUndefined(values.companyName),
    yearsExperience: Number.isFinite(yearsExperience) ? yearsExperience : 0,
    technicalBackground: isTechnicalBackground(values.technicalBackground)
      ? values.technicalBackground
      : undefined,
  };

  const parsed = ZSignupInput.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: SignupFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isSignupField(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return {
      ok: false,
      fieldErrors,
      toast: {
        title: "Signup Failed",
        message: parsed.error.issues[0]?.message ?? "Failed to create account",
        variant: "destructive",
      },
    };
  }
  return { ok: true, input };
}

/** Which field a server error is about, so the message can also appear beside it. */
export function fieldForServerError(message: string): SignupField | null {
  if (message === "An account with this email already exists") return "email";
  if (message === "That username is taken") return "username";
  return null;
}
