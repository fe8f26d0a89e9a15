import type { DB } from "@leadcoach/db";

/** The account's password hash. */
export async function findPasswordHash(db: DB, userId: number): Promise<string> {
  const row = await db
    .selectFrom("users")
    .select("password")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.password;
}

/** Stores a new password hash; a changed demo account is no longer a demo account. */
export async function setPasswordHash(db: DB, userId: number, password: string): Promise<void> {
  await db.updateTable("users").set({ password, isDemo: false }).where("id", "=", userId).execute();
}

/** Deletes every session of the account: each device is signed out. */
export async function deleteSessionsOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}
