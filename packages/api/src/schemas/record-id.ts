import { z } from "zod";

/** Largest value of a Postgres `integer` column: a bigger id can name no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A numeric record id. Path parameters arrive as `Number(param)`, so "abc" becomes NaN and is refused
 * here with a 400 rather than reaching the database.
 */
export const ZRecordId = z
  .number({ error: (issue) => (issue.input === undefined ? undefined : "must be a numeric id") })
  .int("must be a numeric id")
  .positive("must be a numeric id")
  .max(MAX_RECORD_ID, "must be a numeric id");

/** Input of a read that names whose records it wants (`/api/goals/{userId}` and friends). */
export const ZUserScopedInput = z.object({ userId: ZRecordId });
export type UserScopedInput = z.infer<typeof ZUserScopedInput>;
