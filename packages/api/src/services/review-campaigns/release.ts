import { insertAuditEvents } from "../audit/queries";
import type { ServiceDeps } from "../deps";
import { releaseCampaignCycle } from "../reviews-360/cycles";
import { findDueCampaignCycles } from "../reviews-360/queries";

export interface CampaignReleaseRunResult {
  released: number;
}

/**
 * The background release: every campaign cycle whose release time has come is released (with at least
 * 3 answers) and completes, so its program's 360 step ticks without the person opening /360. Reads
 * only the open campaign cycles that are due (a partial index), in batches by id. Each cycle is
 * released in its own transaction; the trail gets one summary per campaign of what the run released
 * (never one per person), written when the run ends or is stopped.
 */
export async function releaseDueCampaignCycles(
  deps: Pick<ServiceDeps, "db" | "now">,
  options: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<CampaignReleaseRunResult> {
  const now = deps.now();
  const batchSize = options.batchSize ?? 100;
  const releasedByCampaign = new Map<number, number>();
  const result: CampaignReleaseRunResult = { released: 0 };
  let afterId = 0;
  run: for (;;) {
    const cycles = await findDueCampaignCycles(deps.db, now, afterId, batchSize);
    for (const cycle of cycles) {
      if (options.signal?.aborted) break run;
      afterId = cycle.id;
      if (!(await releaseCampaignCycle(deps.db, cycle.id, now))) continue;
      result.released += 1;
      if (cycle.campaignId !== null) {
        releasedByCampaign.set(cycle.campaignId, (releasedByCampaign.get(cycle.campaignId) ?? 0) + 1);
      }
    }
    if (cycles.length < batchSize) break;
  }
  await insertAuditEvents(
    deps.db,
    [...releasedByCampaign].map(([campaignId, released]) => ({
      action: "review_campaign.released" as const,
      actor: { userId: null, label: "system" },
      subject: { type: "review_campaign", id: campaignId },
      detail: { released },
      at: now,
    })),
  );
  return result;
}
