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
  /** IANA name; null until the browser or the person names one. */
  timeZone: z.string().nullable(),
});
export type PublicUser = z.infer<typeof ZPublicUser>;
