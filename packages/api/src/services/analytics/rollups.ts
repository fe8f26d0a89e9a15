import type { DB } from "@leadcoach/db";
import type { ServiceDeps } from "../deps";
import { addDays } from "./days";
import {
  claimDirtyDays,
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

/** One batch in one transaction, under the rollup lock; returns how many pairs it took, or null if locked out. */
async function catchUpBatch(db: DB, now: Date, batchSize: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await tryLockRollups(trx))) return null;
    const claimed = await claimDirtyDays(trx, batchSize);
    if (claimed.length > 0) {
      const { ranges, days } = rangesFor(claimed);
      await rewriteUserActivityDays(trx, ranges);
      await rewriteActivityDays(trx, days);
    }
    await recordRollupRun(trx, "activity_days", claimed.length, now);
    return claimed.length;
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
