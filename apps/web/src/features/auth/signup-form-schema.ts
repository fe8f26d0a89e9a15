import {
  PASSWORD_IS_PERSONAL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  ZLoginInput,
  ZPassword,
  ZSignupInput,
} from "@leadcoach/api/schemas";
import { z } from "zod";
import type { ToastOptions } from "../../lib/toast";

/** A new password: 'Password is required' while empty (the sign-in rule), then the server's password rules. */
export const ZNewPasswordField = ZLoginInput.shape.password.pipe(ZPassword);

/** The login screen's short sign-up (name, email, password), by the server's sign-up rules. */
export const ZTabSignupForm = ZSignupInput.pick({ name: true, email: true }).extend({
  password: ZNewPasswordField,
});

export type SignupFormValues = {
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
};

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

/** An empty 'Confirm password' field. */
export const CONFIRM_PASSWORD = "Confirm your password";

/** A password typed twice. */
interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A zod refinement: the check, and where its message goes. */
type Refinement = [
  check: (values: PasswordPair) => boolean,
  params: { path: string[]; message: string; when: () => boolean },
];

// Both are checked alongside the field rules, so a mismatch is known even while another field is wrong.
const confirmationTyped: Refinement = [
  (values) => values.confirmPassword !== "",
  { path: ["confirmPassword"], message: CONFIRM_PASSWORD, when: () => true },
];
const confirmationMatches: Refinement = [
  (values) => values.confirmPassword === "" || values.password === values.confirmPassword,
  { path: ["confirmPassword"], message: "Passwords do not match", when: () => true },
];

/**
 * The full /signup form: the server's sign-up input (years of experience arrive as the select's text and
 * become an integer) and a confirmation that must match the password. confirmPassword is not sent.
 */
export const ZSignupForm = ZSignupInput.extend({ password: ZNewPasswordField, confirmPassword: z.string() })
  .refine(...confirmationTyped)
  .refine(...confirmationMatches)
  .transform(({ confirmPassword: _confirmation, ...input }) => input);

export interface SignupFailure {
  fieldErrors: Partial<Record<keyof SignupFormValues, string>>;
  toast: ToastOptions;
}

/**
 * What a refused sign-up form shows, one kind of problem at a time: missing required fields first (an
 * empty confirmation is named beside its field too), then an empty or mismatched confirmation, then a short password, then whatever else the schema found.
 */
export function signupFailure(values: SignupFormValues): SignupFailure | null {
  const result = ZSignupForm.safeParse(values);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => ({
    field: String(issue.path[0]) as keyof SignupFormValues,
    message: issue.message,
    // A required text field left empty: the schema's "at least 1 character" rule.
    isMissing: issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1,
    isTooShort: issue.code === "too_small" && issue.origin === "string",
  }));
  const errorsOf = (selected: typeof issues) => {
    const fieldErrors: SignupFailure["fieldErrors"] = {};
    for (const issue of selected) fieldErrors[issue.field] ??= issue.message;
    return fieldErrors;
  };

  const failure = (selected: typeof issues, title: string, message: string): SignupFailure => ({
    fieldErrors: errorsOf(selected),
    toast: { title, message, variant: "destructive" },
  });

  const missing = issues.filter((issue) => issue.isMissing);
  // An empty confirmation is named beside its field with the other empty fields.
  const unconfirmed = issues.filter((issue) => issue.message === CONFIRM_PASSWORD);
  if (missing.length > 0) {
    return failure([...missing, ...unconfirmed], "Missing Information", "Please fill in all required fields");
  }
  if (unconfirmed[0]) return failure(unconfirmed, "Missing Information", CONFIRM_PASSWORD);
  const mismatch = issues.filter((issue) => issue.field === "confirmPassword");
  if (mismatch[0]) return failure(mismatch, "Password Mismatch", mismatch[0].message);
  const short = issues.filter((issue) => issue.field === "password" && issue.isTooShort);
  if (short[0]) return failure(short, "Password Too Short", short[0].message);
  return failure(issues, "Signup Failed", issues[0]?.message ?? "Failed to create account");
}

/** Which field a server error is about, so the message can also appear beside it. */
export function fieldForServerError(message: string): keyof SignupFormValues | null {
  if (message === "An account with this email already exists") return "email";
  if (message === "That username is taken") return "username";
  if (message === PASSWORD_TOO_COMMON_MESSAGE || message === PASSWORD_IS_PERSONAL_MESSAGE) return "password";
  return null;
}

/** The reset-password form: a new password by the server's rules, typed twice. confirmPassword is not sent. */
export const ZResetPasswordForm = z
  .object({ password: ZNewPasswordField, confirmPassword: z.string() })
  .refine(...confirmationTyped)
  .refine(...confirmationMatches)
  .transform(({ password }) => ({ password }));
