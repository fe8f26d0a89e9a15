import cookie from "@fastify/cookie";
import session from "@fastify/session";
import type { DB } from "@leadcoach/db";
import { SECOND_FACTOR_PENDING_MS, type PendingSecondFactor } from "@leadcoach/api/schemas";
import type { SessionControl, SessionUser } from "@leadcoach/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { KyselySessionStore, LAST_SEEN_INTERVAL_MS, hashSessionId, type SignInOrigin } from "./session-store";

declare module "fastify" {
  interface Session {
    userId?: number;
    /** When the user signed in (ms); caps a session's life however active it is. */
    signedInAt?: number;
    /** When the expiry last moved (ms); it moves at most once per RENEWAL_INTERVAL_MS. */
    renewedAt?: number;
    /** When the user last signed in through single sign-on (ms); set by the SSO callback. */
    ssoVerifiedAt?: number;
    /** A sign-in waiting for its second step: who, and since when (ms). Not signed in. */
    pendingSecondFactor?: PendingSecondFactor;
  }
  interface FastifyInstance {
    sessions: {
      store: KyselySessionStore;
      cookieName: string;
      /** Runs after every sign-in's row is stored (the new-device e-mail). */
      onSignIn: (signIn: SignInOrigin & { userId: number }) => Promise<void>;
    };
  }
  interface FastifyRequest {
    /** The session's user as loaded with the session row; undefined when this request must look it up. */
    loadedSessionUser: SessionUser | null | undefined;
  }
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * A session in use has its 30-day expiry moved forward at most once a day (when fewer than 29 of its 30 days
 * remain). In between, a request that changes nothing about the session costs no statement at all: reads
 * never write, and the indexed expiry column is rewritten once a day per active session, not per request.
 */
export const RENEWAL_INTERVAL_MS = DAY;

export interface SessionCookieOptions {
  /** `__Host-sid` over HTTPS (Secure, host-only, path /), `sid` over plain HTTP. */
  name: string;
  secure: boolean;
}

/** Over HTTPS the cookie is Secure and carries the `__Host-` prefix, so no subdomain can plant or read it. */
export function sessionCookieOptions(appUrl: string, isProduction: boolean): SessionCookieOptions {
  const secure = isProduction && new URL(appUrl).protocol === "https:";
  return { name: secure ? "__Host-sid" : "sid", secure };
}

export async function registerSessions(
  app: FastifyInstance,
  options: {
    db: DB;
    secret: string;
    maxAgeDays: number;
    absoluteMaxDays: number;
    cookie: SessionCookieOptions;
    onSignIn?: (signIn: SignInOrigin & { userId: number }) => Promise<void>;
  },
): Promise<void> {
  const maxAge = options.maxAgeDays * DAY;
  const store = new KyselySessionStore(options.db, maxAge);
  app.decorate("sessions", {
    store,
    cookieName: options.cookie.name,
    onSignIn: options.onSignIn ?? (async () => {}),
  });
  await app.register(cookie);
  await app.register(session, {
    secret: options.secret,
    cookieName: options.cookie.name,
    store,
    saveUninitialized: false,
    // Saved when its data changes; the hook below changes it once an interval to slide the expiry.
    rolling: false,
    cookie: { path: "/", httpOnly: true, sameSite: "lax", secure: options.cookie.secure, maxAge },
  });

  app.decorateRequest("loadedSessionUser", undefined);
  app.addHook("onRequest", async (request) => {
    const loaded = request.session ? store.takeLoaded(request.session.sessionId) : undefined;
    request.loadedSessionUser = loaded?.user;
    const signedInAt = request.session.get("signedInAt");
    if (signedInAt === undefined) return;
    const now = Date.now();
    // Past the absolute cap the visitor is signed out: the row goes, and the request carries on anonymous.
    if (now - signedInAt > options.absoluteMaxDays * DAY) {
      await request.session.regenerate();
      return;
    }
    // 'Last seen' in the person's list of sessions: one update a minute per session at most.
    if (loaded?.user && now - (loaded.lastSeenAt?.getTime() ?? 0) >= LAST_SEEN_INTERVAL_MS) {
      await store.touch(request.session.sessionId, new Date(now));
    }
    // Sliding expiry: a changed session is saved (with a new expiry and cookie) when the response goes.
    if (now - (request.session.get("renewedAt") ?? signedInAt) >= RENEWAL_INTERVAL_MS) {
      request.session.set("renewedAt", now);
    }
  });
}

/**
 * True when the request's session belongs to someone signed in (before any database lookup of the user),
 * or a valid personal access token speaks for it (plugins/bearer-auth.ts).
 */
export function hasSignedInSession(request: FastifyRequest): boolean {
  return request.bearer?.ok === true || request.session?.get("userId") !== undefined;
}

/** The session as a procedure sees it (see SessionControl in packages/api). */
export function sessionControl(request: FastifyRequest, reply: FastifyReply): SessionControl {
  const { store, cookieName, onSignIn } = request.server.sessions;
  return {
    async signIn(userId) {
      // A new id on every sign-in (no fixation); only this save may create a row.
      await request.session.regenerate();
      request.session.set("userId", userId);
      request.session.set("signedInAt", Date.now());
      const origin = { userAgent: request.headers["user-agent"] ?? null, ip: request.ip };
      store.expectNew(request.session.sessionId, origin);
      await request.session.save();
      await onSignIn({ userId, ...origin });
    },
    async beginSecondFactor(userId, via) {
      // A new id here too: the pending step is bound to a cookie nobody else could have planted. Its row
      // has no user, so the session loads signed out and every procedure but the second step answers 401.
      await request.session.regenerate();
      request.session.set("pendingSecondFactor", { userId, since: Date.now(), ...(via ? { via } : {}) });
      store.expectNew(request.session.sessionId, {
        userAgent: request.headers["user-agent"] ?? null,
        ip: request.ip,
      });
      await request.session.save();
    },
    pendingSecondFactor() {
      const pending = request.session?.get("pendingSecondFactor");
      if (!pending || request.session.get("userId") !== undefined) return null;
      return Date.now() - pending.since > SECOND_FACTOR_PENDING_MS ? null : pending;
    },
    async signOut() {
      // Regenerate rather than destroy: the row goes, and the request keeps a usable anonymous session.
      await request.session.regenerate();
      void reply.clearCookie(cookieName, { path: "/" });
    },
    ssoVerifiedAt() {
      return request.session?.get("ssoVerifiedAt") ?? null;
    },
    sidHash() {
      return request.session?.get("userId") === undefined ? null : hashSessionId(request.session.sessionId);
    },
  };
}
