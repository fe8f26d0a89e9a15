import type { DB } from "@leadcoach/db";
import { decrementHitCount, findHitCount, incrementHitCountBelow } from "./queries";

/**
 * Sliding-window limits on counters in the database, so every server process shares them and a tRPC
 * batch counts each call it carries. A key counts hits per fixed window (`rate_limit_hits`), and a hit
 * is allowed while the previous window's count, weighted by how much of it still overlaps the last
 * `windowMs`, plus the current window's count stays within the limit. So no window boundary doubles a
 * limit: L hits at the end of one minute leave almost nothing for the start of the next. Refused hits
 * are not counted, so a client that keeps knocking is not locked out longer than its allowance says.
 */
export interface Window {
  key: string;
  windowMs: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

interface Slot {
  start: Date;
  previousStart: Date;
  /** How far into the current window `now` is, from 0 to just under 1. */
  elapsed: number;
}

function slotAt(now: Date, windowMs: number): Slot {
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    start: new Date(startMs),
    previousStart: new Date(startMs - windowMs),
    elapsed: (now.getTime() - startMs) / windowMs,
  };
}

/**
 * How many hits the current window may hold so that the estimate stays within `limit`: the previous
 * window's count weighs by the share of it the sliding window still covers.
 */
function currentAllowance(limit: number, previous: number, elapsed: number): number {
  return Math.floor(limit - previous * (1 - elapsed) + 1e-9);
}

/** Rounds a computed time up to whole milliseconds, forgiving floating-point noise. */
const ceilMs = (ms: number) => Math.max(0, Math.ceil(ms - 1e-6));

/**
 * How long until one more hit fits, if nothing else is counted meanwhile: later in this window, as the
 * previous window's weight fades, or else in the next window, once this window's weight has faded enough.
 */
export function retryAfterMs(
  windowMs: number,
  limit: number,
  counts: { previous: number; current: number },
  elapsedMs: number,
): number {
  const roomNow = limit - counts.current - 1;
  if (roomNow >= 0 && counts.previous > 0 && roomNow < counts.previous) {
    return Math.max(0, ceilMs(windowMs * (1 - roomNow / counts.previous)) - elapsedMs);
  }
  const intoNext = counts.current > 0 ? ceilMs(windowMs * (1 - (limit - 1) / counts.current)) : 0;
  return windowMs - elapsedMs + intoNext;
}

/**
 * Counts one hit in `window` if it fits under `limit`: the previous window's count is closed (only a
 * release can still lower it), and the current one is raised in one conditional statement.
 */
async function reserveOne(db: DB, window: Window, limit: number, now: Date): Promise<Reservation> {
  const slot = slotAt(now, window.windowMs);
  const previous = await findHitCount(db, window.key, slot.previousStart);
  const allowance = currentAllowance(limit, previous, slot.elapsed);
  if ((await incrementHitCountBelow(db, window.key, slot.start, allowance)) !== null)
    return { allowed: true };
  const current = await findHitCount(db, window.key, slot.start);
  return {
    allowed: false,
    retryAfterMs: retryAfterMs(
      window.windowMs,
      limit,
      { previous, current },
      now.getTime() - slot.start.getTime(),
    ),
  };
}

/** Gives back an attempt reserved at `now` that turned out not to count (a right password). */
export function releaseHit(db: DB, window: Window, now: Date): Promise<void> {
  return decrementHitCount(db, window.key, slotAt(now, window.windowMs).start);
}

/**
 * Reserves one attempt in every window, or in none: a window that refuses gives back what the windows
 * before it reserved. When refused, says how long until the refusing window lets one more through.
 */
export async function reserveAttempts(
  db: DB,
  windows: readonly (readonly [Window, number])[],
  now: Date,
): Promise<Reservation> {
  const reserved: Window[] = [];
  for (const [window, limit] of windows) {
    const reservation = await reserveOne(db, window, limit, now);
    if (!reservation.allowed) {
      for (const done of reserved) await releaseHit(db, done, now);
      return reservation;
    }
    reserved.push(window);
  }
  return { allowed: true };
}

/** `reserveAttempts` for callers that only need to know whether the attempt may go on. */
export async function reserveAttempt(
  db: DB,
  windows: readonly (readonly [Window, number])[],
  now: Date,
): Promise<boolean> {
  return (await reserveAttempts(db, windows, now)).allowed;
}
