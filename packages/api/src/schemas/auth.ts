import { z } from "zod";
import { ZTimeZone } from "./time-zone";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  technicalBackgrounds,
} from "./domain";

export const yearsExperienceOptions = [
  { label: "0-2", value: 0 },
  { label: "3-5", value: 3 },
  { label: "6-10", value: 6 },
  { label: "11-15", value: 11 },
  { label: "15+", value: 16 },
] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The optional profile details both the full sign-up page and the profile form take. */
const profileDetailFields = {
  jobTitle: optionalText(100),
  department: optionalText(100),
  companyName: optionalText(100),
  yearsExperience: z.coerce.number().int().min(0).max(80).default(0),
  /** One of `technicalBackgrounds`; "" or null means none. */
  technicalBackground: z
    .enum(technicalBackgrounds)
    .nullish()
    .or(z.literal(""))
    .transform((v) => (v ? v : null)),
};

export const ZEmail = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254)
  .email("Enter a valid email address");
export const ZPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const ZSignupInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(100),
  email: ZEmail,
  password: ZPassword,
  username: z
    .string()
    .trim()
    .max(40, "Username must be at most 40 characters")
    .regex(/^[A-Za-z0-9_.-]*$/, "Username may contain letters, digits, '.', '_' and '-' only")
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The browser's zone, sent by the sign-up form; absent from other clients. */
  timeZone: ZTimeZone.nullish().transform((v) => v ?? null),
  ...profileDetailFields,
});
export type SignupInput = z.input<typeof ZSignupInput>;

export const ZLoginInput = z.object({
  email: z.string().trim().min(1, "Email is required").max(254),
  password: z.string().min(1, "Password is required").max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

/** An avatar is an inline image, so the page never loads from another origin. */
export const ZAvatar = z
  .string()
  .max(400_000, "Avatar image is too large (max 300 KB)")
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, "Avatar must be a PNG, JPEG or WebP image")
  .nullish()
  .or(z.literal(""))
  .transform((v) => (v ? v : null));

export const ZUpdateProfileInput = z.object({
  name: z.string().trim().min(1, "Name and email are required fields.").max(100),
  email: z
    .string()
    .trim()
    .min(1, "Name and email are required fields.")
    .max(254)
    .email("Enter a valid email address"),
  ...profileDetailFields,
  avatar: ZAvatar.optional(),
});
export type UpdateProfileInput = z.input<typeof ZUpdateProfileInput>;

/** How long a 'Forgot password?' link works. */
export const PASSWORD_RESET_MINUTES = 30;
/** The one answer to a reset request, whether or not an account uses the address. */
export const PASSWORD_RESET_REQUESTED =
  "If an account uses that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.";
export const PASSWORD_RESET_INVALID =
  "This reset link is invalid, has already been used or has expired. Please request a new one.";
export const PASSWORD_RESET_DONE = "Your password has been changed. Please sign in with your new password.";

export const ZForgotPasswordInput = z.object({ email: ZEmail });
export type ForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZResetPasswordInput = z.object({
  /** The link's token: 32 random bytes as base64url. Anything else cannot be a link we sent. */
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_INVALID),
  password: ZPassword,
});
export type ResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** Whether the signed-in person is in their first session (the dashboard says 'Welcome', not 'Welcome back'). */
export const ZGreeting = z.object({ firstVisit: z.boolean() });
export type Greeting = z.infer<typeof ZGreeting>;
