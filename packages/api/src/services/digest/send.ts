import { forEachInIdOrder, type IdOrderJobOptions } from "../../lib/id-order-job";
import type { Logger, ServiceDeps } from "../deps";
import { enqueueEmail } from "../email/outbox";
import { composeEmail } from "../email/render";
import { digestEmailContent, gatherDigest } from "./content";
import { claimDigestDelivery, findDigestRecipients } from "./queries";
import { unsubscribeUrls } from "./unsubscribe";
import { dueDigestWeek } from "./week";

export type DigestRunOptions = IdOrderJobOptions;

export interface DigestRunResult {
  /** The week summed up ('YYYY-MM-DD', its Monday), or null before Monday 08:00 UTC. */
  weekStart: string | null;
  queued: number;
  /** Claimed by another process first, or turned off meanwhile. */
  skipped: number;
  failed: number;
}

/**
 * Queues the weekly digest for everyone who turned it on and has none for the week just ended. Safe
 * in several processes at once: the (user, week) row in `digest_deliveries` is inserted with
 * `on conflict do nothing` in the same transaction as the outbox row, so exactly one process queues
 * each e-mail and the others see nothing inserted. Each digest is read before that short transaction;
 * two processes racing for one person both read it, and only one sends it.
 */
export async function sendWeeklyDigests(
  deps: ServiceDeps & { log?: Logger },
  options: DigestRunOptions = {},
): Promise<DigestRunResult> {
  const now = deps.now();
  const week = dueDigestWeek(now);
  const result: DigestRunResult = { weekStart: week?.weekStart ?? null, queued: 0, skipped: 0, failed: 0 };
  if (!week) return result;
  await forEachInIdOrder(options, {
    findBatch: (afterId, limit) => findDigestRecipients(deps.db, week, afterId, limit),
    idOf: (person) => person.id,
    visit: async (person) => {
      // A first digest covers only the time since the person turned it on.
      const since =
        person.digestOptedInAt && person.digestOptedInAt > week.from ? person.digestOptedInAt : null;
      const summary = await gatherDigest(deps.db, person.id, week, now, since);
      const urls = unsubscribeUrls(deps.config, "weekly_digest", person.id, now);
      const email = composeEmail(deps.config, {
        ...digestEmailContent(deps.config, summary, urls.page),
        to: person.email,
        kind: "weekly_digest",
      });
      const queued = await deps.db.transaction().execute(async (trx) => {
        if (!(await claimDigestDelivery(trx, person.id, week, now))) return false;
        await enqueueEmail(trx, { ...email, sendAfter: now, listUnsubscribeUrl: urls.oneClick });
        return true;
      });
      result[queued ? "queued" : "skipped"] += 1;
    },
    failed: (error, person) => {
      result.failed += 1;
      deps.log?.warn({ err: error, userId: person.id, weekStart: week.weekStart }, "weekly digest failed");
    },
  });
  return result;
}
