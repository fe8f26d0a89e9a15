import { isDatabaseUnavailable } from "@leadcoach/db";

/** How a background job over many people runs. */
export interface IdOrderJobOptions {
  /** Rows read per statement (100 unless given). */
  batchSize?: number;
  /** Once aborted (the server is closing), nobody else is started; the one in progress finishes. */
  signal?: AbortSignal;
}

/**
 * Visits every row a background job finds, in id order a batch at a time: `findBatch` reads up to
 * `limit` rows after the id `afterId`, so rows done or changed meanwhile never make it start over. A
 * row whose visit throws goes to `failed` and the job goes on; a database that stopped answering ends
 * the run with its error (it would fail every row after it too).
 */
export async function forEachInIdOrder<Row>(
  options: IdOrderJobOptions,
  job: {
    findBatch: (afterId: number, limit: number) => Promise<readonly Row[]>;
    idOf: (row: Row) => number;
    visit: (row: Row) => Promise<void>;
    failed: (error: unknown, row: Row) => void;
  },
): Promise<void> {
  const batchSize = options.batchSize ?? 100;
  let afterId = 0;
  for (;;) {
    const rows = await job.findBatch(afterId, batchSize);
    for (const row of rows) {
      if (options.signal?.aborted) return;
      afterId = job.idOf(row);
      try {
        await job.visit(row);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        job.failed(error, row);
      }
    }
    if (rows.length < batchSize) return;
  }
}
