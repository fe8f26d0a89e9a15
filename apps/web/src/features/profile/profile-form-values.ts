import type { PublicUser, UpdateProfileInput } from "@leadcoach/api/schemas";
import { isTechnicalBackground, yearsExperienceBand } from "../users/profile-options";

export interface ProfileFormValues {
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  companyName: string;
  /** The selected years-of-experience option value, as a string. */
  yearsExperience: string;
  technicalBackground: string | null;
  /** A data: URL, or "" for no picture. */
  avatar: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function profileFormFromUser(user: PublicUser): ProfileFormValues {
  return {
    name: user.name,
    email: user.email,
    jobTitle: user.jobTitle ?? "",
    department: user.department ?? "",
    companyName: user.companyName ?? "",
    yearsExperience: String(yearsExperienceBand(user.yearsExperience).value),
    technicalBackground: isTechnicalBackground(user.technicalBackground) ? user.technicalBackground : null,
    avatar: user.avatar ?? "",
  };
}

export const PROFILE_REQUIRED_MESSAGE = "Name and email are required fields.";

/** Null when name and email are present; otherwise the errors to show. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors | null {
  const errors: ProfileFormErrors = {};
  if (!values.name.trim()) errors.name = "Name is required";
  if (!values.email.trim()) errors.email = "Email is required";
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The profile.update input; the avatar is sent only when it changed ("" removes it). */
export function toUpdateProfileInput(values: ProfileFormValues, user: PublicUser): UpdateProfileInput {
  const years = Number.parseInt(values.yearsExperience, 10);
  const avatarChanged = values.avatar !== (user.avatar ?? "");
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    jobTitle: values.jobTitle.trim(),
    department: values.department.trim(),
    companyName: values.companyName.trim(),
    yearsExperience: Number.isFinite(years) ? years : 0,
    technicalBackground: isTechnicalBackground(values.technicalBackground) ? values.technicalBackground : "",
    ...(avatarChanged ? { avatar: values.avatar } : {}),
  };
}
