import { TRPCError } from "@trpc/server";
import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { isUniqueViolation } from "../../lib/errors";
import type { ZUpdateProfileInput } from "../../schemas/auth";
import { EMAIL_TAKEN, emailInUse } from "../auth/accounts";
import { publicUserColumns, toPublicUser, type SessionUser } from "./session-user";

export async function updateProfile(
  db: DB,
  userId: number,
  input: z.output<typeof ZUpdateProfileInput>,
): Promise<SessionUser> {
  if (await emailInUse(db, input.email, userId))
    throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
  try {
    const row = await db
      .updateTable("users")
      .set({
        name: input.name,
        email: input.email,
        jobTitle: input.jobTitle,
        department: input.department,
        companyName: input.companyName,
        yearsExperience: input.yearsExperience,
        technicalBackground: input.technicalBackground,
        // Omitted means unchanged; an empty string removes the picture.
        ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
      })
      .where("id", "=", userId)
      .returning(publicUserColumns)
      .executeTakeFirstOrThrow();
    return toPublicUser(row);
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_key"))
      throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
    throw error;
  }
}
