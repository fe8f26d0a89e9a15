import { createHash } from "node:crypto";
import type { DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import type { Session } from "fastify";
import type * as fastifySession from "@fastify/session";

type Callback = (err?: unknown) => void;
type CallbackSession = (err: unknown, result?: Session | null) => void;

/** Rows are keyed by sha256(session id): the table alone never yields a usable cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/** A store failure is the database being unavailable: answer 503, never crash. */
function unavailable(cause: unknown): Error {
  return Object.assign(
    new Error("The session service is temporarily unavailable. Please try again.", { cause }),
    {
      statusCode: 503,
    },
  );
}

export class KyselySessionStore implements fastifySession.SessionStore {
  constructor(
    private readonly db: DB,
    private readonly defaultMaxAgeMs: number,
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    const expires = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + this.defaultMaxAgeMs);
    const userId = typeof session.userId === "number" ? session.userId : null;
    this.db
      .insertInto("sessions")
      .values({ sid: hashSessionId(sessionId), sess: json(session), expire: expires, userId })
      .onConflict((oc) => oc.column("sid").doUpdateSet({ sess: json(session), expire: expires, userId }))
      .execute()
      .then(
        () => callback(),
        (error: unknown) => callback(unavailable(error)),
      );
  }

  get(sessionId: string, callback: CallbackSession): void {
    this.db
      .selectFrom("sessions")
      .select(["sess"])
      .where("sid", "=", hashSessionId(sessionId))
      .where("expire", ">", new Date())
      .executeTakeFirst()
      .then(
        (row) => callback(null, row ? (row.sess as unknown as Session) : null),
        (error: unknown) => callback(unavailable(error)),
      );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db
      .deleteFrom("sessions")
      .where("sid", "=", hashSessionId(sessionId))
      .execute()
      .then(
        () => callback(),
        (error: unknown) => callback(unavailable(error)),
      );
  }
}

export async function deleteExpiredSessions(db: DB, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expire", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
