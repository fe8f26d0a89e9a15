import {
  ZEmail,
  ZSignupInput,
  ZUpdateProfileInput,
  type PublicUser,
  type UpdateProfileInput,
} from "@leadcoach/api/schemas";
import type { z } from "zod";
import { isTechnicalBackground, yearsExperienceBand } from "../users/profile-options";

export type ProfileFormValues = {
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
};

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

/**
 * The profile form: the server's profile rules, with the sign-up form's name and email fields (the same
 * rules), so the field left empty says which one it is. The toast says what the server would say.
 */
export const ZProfileForm = ZUpdateProfileInput.extend({ name: ZSignupInput.shape.name, email: ZEmail });

/** The profile.update input from the form's checked values; the avatar is sent only when it changed. */
export function toUpdateProfileInput(
  checked: z.output<typeof ZProfileForm>,
  user: PublicUser,
): UpdateProfileInput {
  const { avatar, ...input } = checked;
  return avatar === undefined || avatar === (user.avatar ?? null)
    ? input
    : { ...input, avatar: avatar ?? "" };
}
