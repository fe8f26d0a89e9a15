import { z } from "zod";

/** One of the person's signed-in sessions, as their settings list it. */
export const ZSessionInfo = z.object({
  /** Names the session for 'Sign out'; never its cookie. */
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(["desktop", "mobile", "tablet"]),
  ip: z.string().nullable(),
  /** When the person signed in on it. */
  createdAt: z.string(),
  /** When it last made a request (to the minute). */
  lastSeenAt: z.string(),
  /** The session this list was asked for from. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof ZSessionInfo>;

export const ZRevokeSessionInput = z.object({
  id: z.uuid({ error: "Choose a session from the list" }),
});
export type RevokeSessionInput = z.infer<typeof ZRevokeSessionInput>;

/** How many sessions 'Sign out everywhere else' ended. */
export const ZRevokedSessions = z.object({ revoked: z.number().int().nonnegative() });

export const SESSION_NOT_FOUND = "This session has already ended. Refresh the list to see your sessions.";
