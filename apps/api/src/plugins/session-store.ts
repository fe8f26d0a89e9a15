import { createHash } from "node:crypto";
import { loadSession, type SessionUser } from "@leadcoach/api";
import type { DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";
import { sql } from "kysely";
import type { Session } from "fastify";
import type * as fastifySession from "@fastify/session";

type Callback = (err?: unknown) => void;

/** Where a sign-in came from: kept on its session row for the person's list of sessions. */
export interface SignInOrigin {
  userAgent: string | null;
  ip: string;
}

/** What a session was loaded with, for the request that loaded it. */
export interface LoadedSessionRow {
  user: SessionUser | null;
  lastSeenAt: Date | null;
}

/**
 * A session's `last_seen_at` moves at most once per this interval: a busy session costs one small
 * update a minute, never one per request.
 */
export const LAST_SEEN_INTERVAL_MS = 60_000;
type CallbackSession = (err: unknown, result?: Session | null) => void;

/** Rows are keyed by sha256(session id): the table alone never yields a usable cookie. */
export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/** A store failure is the database being unavailable: answer 503, never crash. */
function unavailable(cause: unknown): Error {
  return Object.assign(
    new Error("The session service is temporarily unavailable. Please try again.", { cause }),
    { statusCode: 503 },
  );
}

/**
 * Sessions in the `sessions` table. Only a sign-in creates a row (`expectNew` then `set`); every other
 * save updates the row if it still exists. So a response that finishes after its session was ended
 * (logout, password change, a sign-out elsewhere) cannot bring the row back: a revoked cookie is
 * refused from the very next request, whatever was in flight when it was revoked.
 */
export class KyselySessionStore implements fastifySession.SessionStore {
  private readonly pendingCreation = new Map<string, SignInOrigin>();
  /**
   * The user each session was loaded with, until the requests that loaded it take it (at once, in the
   * session plugin's next hook): the session and its user come from one statement. Requests with the
   * same cookie may overlap, so an entry counts the loads not yet taken and holds the latest user.
   */
  private readonly loadedUsers = new Map<string, LoadedSessionRow & { untaken: number }>();

  constructor(
    private readonly db: DB,
    private readonly defaultMaxAgeMs: number,
  ) {}

  /** The next `set` of this id creates its row: called by sign-in, after the id is regenerated. */
  expectNew(sessionId: string, origin: SignInOrigin): void {
    this.pendingCreation.set(sessionId, origin);
  }

  set(sessionId: string, session: Session, callback: Callback): void {
    const expire = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + this.defaultMaxAgeMs);
    const userId = typeof session.userId === "number" ? session.userId : null;
    const sid = hashSessionId(sessionId);
    const origin = this.pendingCreation.get(sessionId);
    this.pendingCreation.delete(sessionId);
    const write = origin
      ? this.createRow(sid, json(session), expire, userId, origin)
      : this.db
          .updateTable("sessions")
          .set({ sess: json(session), expire, userId })
          .where("sid", "=", sid)
          .execute();
    write.then(
      () => callback(),
      (error: unknown) => callback(unavailable(error)),
    );
  }

  /**
   * A sign-in's row, only while its account is active, holding the account's row (`for share`) until
   * the insert commits: a deactivation committed first leaves nothing to insert, and one that comes
   * after waits, then deletes this row with the account's other sessions. So a sign-in in flight when
   * the account is deactivated never leaves a session behind for a later reactivation to revive.
   */
  private async createRow(
    sid: string,
    sess: string,
    expire: Date,
    userId: number | null,
    origin: SignInOrigin,
  ): Promise<void> {
    // Bounded: a header is the client's to choose.
    const userAgent = origin.userAgent?.slice(0, 512) ?? null;
    const ip = origin.ip.slice(0, 64);
    const now = new Date();
    if (userId === null) {
      await this.db
        .insertInto("sessions")
        .values({ sid, sess, expire, userId, userAgent, ip, lastSeenAt: now })
        .execute();
      return;
    }
    await sql`insert into sessions (sid, sess, expire, user_id, user_agent, ip, last_seen_at)
      select ${sid}, ${sess}::jsonb, ${expire}, users.id, ${userAgent}, ${ip}, ${now} from users
      where users.id = ${userId} and users.is_active
      for share`.execute(this.db);
  }

  get(sessionId: string, callback: CallbackSession): void {
    loadSession(this.db, hashSessionId(sessionId), new Date()).then(
      (loaded) => {
        if (!loaded) return callback(null, null);
        // Entries live for one hook's hop; a bound keeps an unforeseen path from growing the map.
        if (this.loadedUsers.size > 1000) this.loadedUsers.clear();
        const entry = this.loadedUsers.get(sessionId);
        this.loadedUsers.set(sessionId, {
          user: loaded.user,
          lastSeenAt: loaded.lastSeenAt,
          untaken: (entry?.untaken ?? 0) + 1,
        });
        callback(null, loaded.data as unknown as Session);
      },
      (error: unknown) => callback(unavailable(error)),
    );
  }

  /**
   * The user (and last-seen time) loaded with this session for this request: `undefined` when it was not
   * loaded here, so the caller looks the user up itself.
   */
  takeLoaded(sessionId: string): LoadedSessionRow | undefined {
    const entry = this.loadedUsers.get(sessionId);
    if (!entry) return undefined;
    if (entry.untaken <= 1) this.loadedUsers.delete(sessionId);
    else entry.untaken -= 1;
    return { user: entry.user, lastSeenAt: entry.lastSeenAt };
  }

  /**
   * Moves the session's `last_seen_at` to `now` when it is at least a minute old. An update, never an
   * insert: a session ended meanwhile stays ended.
   */
  async touch(sessionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ lastSeenAt: now })
      .where("sid", "=", hashSessionId(sessionId))
      .where((eb) =>
        eb.or([
          eb("lastSeenAt", "is", null),
          eb("lastSeenAt", "<=", new Date(now.getTime() - LAST_SEEN_INTERVAL_MS)),
        ]),
      )
      .execute();
  }

  destroy(sessionId: string, callback: Callback): void {
    this.pendingCreation.delete(sessionId);
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
