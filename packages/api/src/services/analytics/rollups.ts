import type { DB } from "@leadcoach/db";
import type { ServiceDeps } from "../deps";
import { addDays } from "../../lib/days";
import {
  claimDirtyDays,
  countDirtyDaysUpTo,
  isLockTimeout,
  lockRollups,
  recordRollupRun,
  rewriteActivityDays,
  rewriteUserActivityDays,
  tryLockRollups,
  type UserDayRange,
} from "./queries";

export const ROLLUP_BATCH_SIZE = 5_000;

export interface CatchUpResult {
  /** (user, day) pairs taken from the queue. */
  processed: number;
  /** True when another process held the lock, so this run did nothing. */
  skipped: boolean;
}

/**
 * From a batch of out-of-date (user, day) pairs, the day ranges to rewrite: per user, the day before
 * its first marked day to the day after its last one (an event can end or continue a session that
 * began the day before, and start or join one that the next day's first events belong to).
 */
export function rangesFor(claimed: { userId: number; day: string }[]): {
  ranges: UserDayRange[];
  days: string[];
} {
  const byUser = new Map<number, { min: string; max: string }>();
  for (const { userId, day } of claimed) {
    const r = byUser.get(userId);
    if (!r) byUser.set(userId, { min: day, max: day });
    else {
      if (day < r.min) r.min = day;
      if (day > r.max) r.max = day;
    }
  }
  const ranges: UserDayRange[] = [];
  const days = new Set<string>();
  for (const [userId, { min, max }] of byUser) {
    const from = addDays(min, -1);
    const to = addDays(max, 1);
    ranges.push({ userId, from, to });
    for (let d = from; d <= to; d = addDays(d, 1)) days.add(d);
  }
  return { ranges, days: [...days].sort() };
}

/** Takes up to `limit` queued pairs and rewrites their rollups; the caller holds the rollup lock. */
async function rebuildQueued(trx: DB, now: Date, limit: number): Promise<number> {
  const claimed = await claimDirtyDays(trx, limit);
  if (claimed.length > 0) {
    const { ranges, days } = rangesFor(claimed);
    await rewriteUserActivityDays(trx, ranges);
    await rewriteActivityDays(trx, days);
  }
  await recordRollupRun(trx, "activity_days", claimed.length, now);
  return claimed.length;
}

/** One batch in one transaction, under the rollup lock; returns how many pairs it took, or null if locked out. */
async function catchUpBatch(db: DB, now: Date, batchSize: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryLockRollups(trx))) return null;
    return rebuildQueued(trx, now, batchSize);
  });
}

/**
 * The background job: brings the rollups up to date with every committed event. Events mark their
 * (user, day) in `analytics_dirty_days` in their own transaction (a trigger), so nothing is missed
 * whatever order transactions commit in; each batch recomputes its user-days from raw events, so a run
 * is idempotent and the result does not depend on insert order. Two server processes never run it at
 * once: a batch takes a transaction-scoped advisory lock, and a process that cannot get it stops.
 */
export async function catchUpAnalytics(
  deps: Pick<ServiceDeps, "db" | "now">,
  options: { signal?: AbortSignal; batchSize?: number; maxBatches?: number } = {},
): Promise<CatchUpResult> {
  const batchSize = options.batchSize ?? ROLLUP_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY;
  let processed = 0;
  for (let batch = 0; batch < maxBatches && !options.signal?.aborted; batch++) {
    const n = await catchUpBatch(deps.db, deps.now(), batchSize);
    if (n === null) return { processed, skipped: processed === 0 };
    processed += n;
    if (n < batchSize) break;
  }
  return { processed, skipped: false };
}

/**
 * A read catches up by itself only while at most this many user-days are queued: well under 100 ms
 * of rebuilding on PostgreSQL (docs/performance.md), so a read stays fast. A longer queue means a burst
 * or a backlog the background job is already working through; the read then shows the rollups as they
 * are, at most one job interval behind.
 */
export const READ_CATCH_UP_MAX_PAIRS = 500;
/** How long a read waits for the rollup lock: a background batch of 5,000 user-days takes about a second. */
export const READ_CATCH_UP_WAIT_MS = 3_000;

export interface ReadCatchUp {
  /** (user, day) pairs this read rebuilt. */
  processed: number;
  /** True when queued events may still be missing from the figures (the queue was over the cap, or the lock wait ran out). */
  lagging: boolean;
}

/**
 * Run before a read of the rollups, so that its figures include every event committed before it
 * (the first minute of activity no longer reads as zero). The rebuild is the background job's own,
 * under the same advisory lock, so a read racing the job or another read never double counts: the
 * holder commits, the next one finds the pairs gone (or re-queued, and rebuilds them again from raw
 * events, which changes nothing). Bounded twice: nothing happens beyond `READ_CATCH_UP_MAX_PAIRS`
 * queued pairs, and the read waits for the lock at most `READ_CATCH_UP_WAIT_MS`.
 */
export async function catchUpBeforeRead(
  deps: Pick<ServiceDeps, "db" | "now">,
  options: { maxPairs?: number; waitMs?: number } = {},
): Promise<ReadCatchUp> {
  const maxPairs = options.maxPairs ?? READ_CATCH_UP_MAX_PAIRS;
  const queued = await countDirtyDaysUpTo(deps.db, maxPairs + 1);
  if (queued === 0) return { processed: 0, lagging: false };
  if (queued > maxPairs) return { processed: 0, lagging: true };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockRollups(trx, options.waitMs ?? READ_CATCH_UP_WAIT_MS);
      const processed = await rebuildQueued(trx, deps.now(), maxPairs);
      // The queue grew while this read waited: a full take may have left newer pairs behind.
      const lagging = processed === maxPairs && (await countDirtyDaysUpTo(trx, 1)) > 0;
      return { processed, lagging };
    });
  } catch (error) {
    if (isLockTimeout(error)) return { processed: 0, lagging: true };
    throw error;
  }
}
