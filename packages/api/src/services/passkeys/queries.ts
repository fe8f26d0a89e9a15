import type { DB, WebauthnChallengePurpose } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { sql } from "kysely";

const listColumns = ["id", "name", "createdAt", "lastUsedAt", "backedUp"] as const;

/** The person's passkeys, oldest first. */
export function findPasskeysOf(db: DB, userId: number) {
  return db.selectFrom("passkeys").select(listColumns).where("userId", "=", userId).orderBy("id").execute();
}

/** The ids and transports of the person's passkeys: a new registration excludes them, a second step allows them. */
export function findCredentialsOf(db: DB, userId: number) {
  return db
    .selectFrom("passkeys")
    .select(["credentialId", "transports"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

/** The passkey an assertion names, with what verifying it needs. */
export function findPasskeyByCredentialId(db: DB, credentialId: string) {
  return db
    .selectFrom("passkeys")
    .select(["id", "userId", "credentialId", "publicKey", "counter", "transports", "name"])
    .where("credentialId", "=", credentialId)
    .executeTakeFirst();
}

export function countPasskeysOf(db: DB, userId: number): Promise<number> {
  return db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function insertPasskey(
  db: DB,
  values: {
    userId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: readonly string[];
    name: string;
    aaguid: string;
    backedUp: boolean;
    at: Date;
  },
) {
  const { at, transports, ...rest } = values;
  return db
    .insertInto("passkeys")
    .values({ ...rest, transports: json(transports), createdAt: at })
    .returning(listColumns)
    .executeTakeFirstOrThrow();
}

/** Renames one of the person's passkeys; false when it is not theirs (or gone). */
export async function renamePasskeyOf(db: DB, userId: number, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one of the person's passkeys and answers its name; undefined when it is not theirs (or gone). */
export function deletePasskeyOf(db: DB, userId: number, id: number) {
  return db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .returning("name")
    .executeTakeFirst();
}

/**
 * Records a use: moves the counter forward and `last_used_at`. Conditional, so a counter that did not
 * move forward (a cloned authenticator, or two uses of one signature racing) and a passkey removed
 * meanwhile both update nothing, and the caller refuses the sign-in. Counter 0 stays 0 for
 * authenticators that keep none.
 */
export async function recordPasskeyUse(
  db: DB,
  id: number,
  previousCounter: number,
  newCounter: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ counter: newCounter, lastUsedAt: at })
    .where("id", "=", id)
    .where("counter", "=", previousCounter)
    .where(newCounter === 0 ? sql<boolean>`counter = 0` : sql<boolean>`counter < ${newCounter}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertChallenge(
  db: DB,
  values: {
    challenge: string;
    purpose: WebauthnChallengePurpose;
    userId: number | null;
    sessionKey: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insertInto("webauthnChallenges").values(values).execute();
}

/**
 * Takes a challenge: deletes it and answers whether it was live and issued for this purpose, account and
 * session. One statement, so of two requests answering the same challenge exactly one gets it.
 */
export async function takeChallenge(
  db: DB,
  challenge: string,
  expect: { purpose: WebauthnChallengePurpose; userId: number | null; sessionKey: string | null; now: Date },
): Promise<boolean> {
  const row = await db
    .deleteFrom("webauthnChallenges")
    .where("challenge", "=", challenge)
    .returning(["purpose", "userId", "sessionKey", "expiresAt"])
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.purpose === expect.purpose &&
    row.userId === expect.userId &&
    row.sessionKey === expect.sessionKey &&
    row.expiresAt.getTime() > expect.now.getTime()
  );
}

/** Drops challenges nobody answered in time (each ceremony also sweeps before it issues one). */
export async function deleteExpiredChallenges(db: DB, now: Date): Promise<void> {
  await db.deleteFrom("webauthnChallenges").where("expiresAt", "<=", now).execute();
}
