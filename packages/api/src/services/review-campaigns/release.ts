import type { ServiceDeps } from "../deps";
import { releaseCampaignCycle } from "../reviews-360/cycles";
import { findDueCampaignCycles } from "../reviews-360/queries";

export interface CampaignReleaseRunResult {
  released: number;
}

/**
 * The background release: every campaign cycle whose release time has come is released (with at least
 * 3 answers) and completes, so its program's 360 step ticks without the person opening /360. Reads
 * only the open campaign cycles that are due (a partial index), in batches by id.
 */
export async function releaseDueCampaignCycles(
  deps: Pick<ServiceDeps, "db" | "now">,
  options: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<CampaignReleaseRunResult> {
  const now = deps.now();
  const batchSize = options.batchSize ?? 100;
  const result: CampaignReleaseRunResult = { released: 0 };
  let afterId = 0;
  for (;;) {
    const ids = await findDueCampaignCycles(deps.db, now, afterId, batchSize);
    for (const id of ids) {
      if (options.signal?.aborted) return result;
      afterId = id;
      if (await releaseCampaignCycle(deps.db, id, now)) result.released += 1;
    }
    if (ids.length < batchSize) return result;
  }
}
