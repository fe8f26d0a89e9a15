import { preparedStatement, type DB, type UsersTable } from "@leadcoach/db";
import { sql, type Updateable } from "kysely";

/** The columns a `SessionUser` is made of: never the password hash. */
export const publicUserColumns = [
  "id",
  "name",
  "email",
  "username",
  "avatar",
  "role",
  "jobTitle",
  "department",
  "companyName",
  "yearsExperience",
  "technicalBackground",
  "isActive",
  "createdAt",
  "lastLoginAt",
  "timeZone",
] as const;

/** An active account's public columns, or undefined when it is gone or deactivated. */
export function findActiveUser(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(publicUserColumns)
    .where("id", "=", userId)
    .where("isActive", "=", true)
    .executeTakeFirst();
}

/**
 * Holds the account's row until the transaction ends, so two of the person's writes that must not
 * interleave (a cap counted, an attempt numbered) run one after the other.
 */
export async function lockUserRow(db: DB, userId: number): Promise<void> {
  await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
}

export async function findUserEmail(db: DB, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email;
}

// Every signed-in request runs it: built once per process. It does not compare the expiry with the clock,
// so on the embedded database a repeat is answered from memory until something writes (prepared.ts).
const sessionWithUser = preparedStatement(
  1,
  (db, sidHash: string) =>
    db
      .selectFrom("sessions")
      .leftJoin("users", (join) =>
        join.onRef("users.id", "=", "sessions.userId").on("users.isActive", "=", true),
      )
      .select(["sessions.sess", "sessions.expire", "sessions.lastSeenAt"])
      .select(publicUserColumns.map((column) => `users.${column}` as const))
      .where("sessions.sid", "=", sidHash),
  { reusedOnEmbedded: true },
);

/**
 * A session row that has not expired at `now`, and the public columns of its user when that user exists
 * and is active.
 */
export async function findLiveSessionWithUser(db: DB, sidHash: string, now: Date) {
  const [row] = await sessionWithUser(db, sidHash);
  if (!row || row.expire <= now) return undefined;
  const { expire: _expire, ...live } = row;
  return live;
}

/** Sign-up and the profile refuse an address another account holds (case-insensitively). */
export const EMAIL_TAKEN = "An account with this email already exists";

/** Whether another account (any but `exceptUserId`) uses the e-mail address, compared case-insensitively. */
export async function emailInUse(db: DB, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase());
  if (exceptUserId !== undefined) query = query.where("id", "!=", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The profile fields a person edits about themselves; an omitted avatar stays as it is. */
export type ProfileValues = Pick<
  Updateable<UsersTable>,
  | "name"
  | "email"
  | "jobTitle"
  | "department"
  | "companyName"
  | "yearsExperience"
  | "technicalBackground"
  | "avatar"
>;

/** Stores the profile fields and returns the account's public columns. */
export function updateUserProfile(db: DB, userId: number, values: ProfileValues) {
  return db
    .updateTable("users")
    .set({
      name: values.name,
      email: values.email,
      jobTitle: values.jobTitle,
      department: values.department,
      companyName: values.companyName,
      yearsExperience: values.yearsExperience,
      technicalBackground: values.technicalBackground,
      ...(values.avatar !== undefined ? { avatar: values.avatar } : {}),
    })
    .where("id", "=", userId)
    .returning(publicUserColumns)
    .executeTakeFirstOrThrow();
}
