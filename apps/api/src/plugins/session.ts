import cookie from "@fastify/cookie";
import session from "@fastify/session";
import type { DB } from "@leadcoach/db";
import type { SessionControl } from "@leadcoach/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { KyselySessionStore } from "./session-store";

declare module "fastify" {
  interface Session {
    userId?: number;
    /** When the user signed in (ms); caps a session's life however active it is. */
    signedInAt?: number;
  }
}

export const SESSION_COOKIE = "sid";
const DAY = 24 * 60 * 60 * 1000;

export async function registerSessions(
  app: FastifyInstance,
  options: {
    db: DB;
    secret: string;
    maxAgeDays: number;
    absoluteMaxDays: number;
    secureCookies: boolean | "auto";
  },
): Promise<void> {
  const maxAge = options.maxAgeDays * DAY;
  await app.register(cookie);
  await app.register(session, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store: new KyselySessionStore(options.db, maxAge),
    saveUninitialized: false,
    rolling: true,
    cookie: { path: "/", httpOnly: true, sameSite: "lax", secure: options.secureCookies, maxAge },
  });

  app.addHook("preHandler", async (request) => {
    const signedInAt = request.session.get("signedInAt");
    if (signedInAt !== undefined && Date.now() - signedInAt > options.absoluteMaxDays * DAY) {
      await request.session.destroy();
    }
  });
}

/** The session as a procedure sees it (see SessionControl in packages/api). */
export function sessionControl(request: FastifyRequest, reply: FastifyReply): SessionControl {
  return {
    async signIn(userId) {
      await request.session.regenerate();
      request.session.set("userId", userId);
      request.session.set("signedInAt", Date.now());
      await request.session.save();
    },
    async signOut() {
      if (request.session.get("userId") !== undefined || request.session.isSaved())
        await request.session.destroy();
      void reply.clearCookie(SESSION_COOKIE, { path: "/" });
    },
  };
}
