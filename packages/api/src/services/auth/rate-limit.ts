import type { DB } from "@leadcoach/db";
import { decrementHitCount, incrementHitCount } from "./queries";

/**
 * Fixed-window counters in the database, so every server process shares them and a tRPC batch
 * counts each call it carries.
 */
export interface Window {
  key: string;
  windowMs: number;
}

function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function recordHit(db: DB, window: Window, now: Date): Promise<number> {
  return incrementHitCount(db, window.key, windowStart(now, window.windowMs));
}

/** Gives back an attempt reserved with `recordHit` that turned out not to count (a right password). */
export function releaseHit(db: DB, window: Window, now: Date): Promise<void> {
  return decrementHitCount(db, window.key, windowStart(now, window.windowMs));
}

/**
 * Reserves one attempt in each window, in one statement per window (increment and read together),
 * so parallel attempts cannot all read a count below the limit. True when every window is within its limit.
 */
export async function reserveAttempt(
  db: DB,
  windows: readonly (readonly [Window, number])[],
  now: Date,
): Promise<boolean> {
  let allowed = true;
  for (const [window, limit] of windows) {
    if ((await recordHit(db, window, now)) > limit) allowed = false;
  }
  return allowed;
}
