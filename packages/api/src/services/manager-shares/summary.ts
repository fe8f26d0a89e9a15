import { isDatabaseUnavailable } from "@leadcoach/db";
import type { ApiConfig } from "../../config";
import type { FollowedPerson } from "../../schemas/manager-shares";
import type { Logger, ServiceDeps } from "../deps";
import { unsubscribeUrls } from "../digest/unsubscribe";
import { enqueueEmail } from "../email/outbox";
import { renderEmail } from "../email/render";
import { resolveEmailSubscriptions } from "../notifications/preferences";
import { gatherFollowed } from "./following";
import { claimSummaryDelivery, findSummaryRecipients } from "./queries";

/** The summary goes out from the first of the month, 08:00 UTC. */
const SEND_HOUR_UTC = 8;

export interface ManagerSummaryRunResult {
  /** The month ('YYYY-MM-01'), or null before its first day's 08:00 UTC. */
  monthStart: string | null;
  queued: number;
  /** Claimed by another process first, nobody shares any more, or the manager turned it off. */
  skipped: number;
  failed: number;
}

/** The month whose summary is due at `now`: the current UTC month once its first day's 08:00 has passed. */
export function dueSummaryMonth(now: Date): string | null {
  if (now.getUTCDate() === 1 && now.getUTCHours() < SEND_HOUR_UTC) return null;
  return `${now.toISOString().slice(0, 7)}-01`;
}

function personLine(person: FollowedPerson): string {
  const programs = person.programs.map(
    (p) =>
      `${p.name}: week ${p.currentWeek} of ${p.lengthWeeks}, ${p.stepsDone} of ${p.stepsTotal} steps done`,
  );
  const goals = person.goals.map(
    (g) => `goal '${g.title}': ${g.progressPercentage}% (${g.status.replace("_", " ")})`,
  );
  const parts = [...programs, ...goals];
  return `${person.name.replace(/[\r\n\t]+/g, " ")}: ${parts.length > 0 ? parts.join("; ") : "no program running"}`;
}

/** The summary, with its unsubscribe link (the digest's kind of link, signed for this e-mail alone). */
function summaryEmail(
  config: ApiConfig,
  to: { id: number; email: string },
  people: FollowedPerson[],
  now: Date,
) {
  const product = config.mail.productName;
  const unsubscribe = unsubscribeUrls(config, "manager_summary", to.id, now);
  const { text, html } = renderEmail(config, {
    preheader: `Where the ${people.length === 1 ? "person" : `${people.length} people`} you follow stand this month.`,
    heading: "This month's progress",
    paragraphs: [
      "Here is where the people who share their leadership program with you stand. A short conversation " +
        "about the next step helps more than a reminder.",
      people.map(personLine).join("\n"),
      "You see only what they chose to share: weeks, step counts and shared goals, never their answers.",
    ],
    action: { label: "Open People I follow", url: `${config.appUrl.replace(/\/+$/, "")}/following` },
    footnote: `You get this once a month because people share their progress with you on ${product}.`,
    unsubscribe: { label: "Stop this monthly summary", url: unsubscribe.page },
  });
  return {
    to: to.email,
    subject: "Your people's program progress this month",
    text,
    html,
    kind: "manager_summary" as const,
    listUnsubscribeUrl: unsubscribe.oneClick,
  };
}

/**
 * Queues each manager's monthly summary. Safe in several processes at once: the (manager, month) row in
 * `manager_summary_deliveries` is inserted with `on conflict do nothing` in the transaction that queues
 * the outbox row, so exactly one process sends each summary, as the weekly digest does.
 */
export async function sendManagerSummaries(
  deps: ServiceDeps & { log?: Logger },
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<ManagerSummaryRunResult> {
  const now = deps.now();
  const monthStart = dueSummaryMonth(now);
  const result: ManagerSummaryRunResult = { monthStart, queued: 0, skipped: 0, failed: 0 };
  if (!monthStart) return result;
  const batchSize = options.batchSize ?? 100;
  let afterId = 0;
  for (;;) {
    const managers = await findSummaryRecipients(deps.db, monthStart, afterId, batchSize);
    for (const manager of managers) {
      if (options.signal?.aborted) return result;
      afterId = manager.id;
      // Turned off in Settings or by a summary's unsubscribe link.
      if (!resolveEmailSubscriptions(manager.notificationPreferences).manager_summary) {
        result.skipped += 1;
        continue;
      }
      try {
        const people = await gatherFollowed(deps.db, manager, now);
        if (people.length === 0) {
          result.skipped += 1;
          continue;
        }
        const email = summaryEmail(deps.config, manager, people, now);
        const queued = await deps.db.transaction().execute(async (trx) => {
          if (!(await claimSummaryDelivery(trx, manager.id, monthStart, now))) return false;
          await enqueueEmail(trx, { ...email, sendAfter: now });
          return true;
        });
        result[queued ? "queued" : "skipped"] += 1;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        result.failed += 1;
        deps.log?.warn({ err: error, managerId: manager.id, monthStart }, "manager summary failed");
      }
    }
    if (managers.length < batchSize) return result;
  }
}
