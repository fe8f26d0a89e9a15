import { z } from "zod";
import { roles } from "./domain";

export const ZRole = z.enum(roles);

/** Everything the client may know about an account; never the password hash. */
export const ZPublicUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  role: ZRole,
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  companyName: z.string().nullable(),
  yearsExperience: z.number(),
  technicalBackground: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PublicUser = z.infer<typeof ZPublicUser>;

export const FALLBACK_DISPLAY_NAME = "User";

/** The name to show: the trimmed name, or 'User' without one. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : FALLBACK_DISPLAY_NAME;
}

/** The name a greeting uses: the shown name's first word (the server fills it into the dashboard shell). */
export function firstNameOf(name: string | null | undefined): string {
  return displayName(name).split(/\s+/)[0] ?? FALLBACK_DISPLAY_NAME;
}
