import type { DB } from "@leadcoach/db";
import { createNotification } from "../notifications/create";
import { planRelease, type PoolState } from "./release-plan";
import { countableAnswers } from "./reviewers";
import { ratingMeans } from "./report";
import {
  findAnswerRatings,
  findLatestRelease,
  findPoolCandidates,
  findSubjectAddresses,
  insertRelease,
  type ReleaseRow,
} from "./queries";

export const toPoolState = (row: ReleaseRow): PoolState => ({
  responseIds: row.responseIds,
  groups: row.groupResponseIds,
});

/** The counted answers of a cycle (distinct reviewer addresses, never the subject's), in arrival order. */
export async function countedAnswers(db: DB, cycle: { id: number; userId: number }) {
  const [candidates, own] = await Promise.all([
    findPoolCandidates(db, cycle.id),
    findSubjectAddresses(db, cycle.userId),
  ]);
  return countableAnswers(candidates, own);
}

/**
 * Writes the cycle's next release when at least 3 new counted answers wait (see `planRelease`), and
 * tells the subject once per release, never per answer. The caller holds the cycle's row lock, so two
 * answers arriving together release one after the other. Returns the new release's size, or null.
 * A campaign's cycle (one with `releaseAt`) is never released live: only when it closes at its release.
 */
export async function releaseIfDue(
  trx: DB,
  cycle: { id: number; userId: number; title: string; releaseAt?: Date | null },
  now: Date,
  options: { atClose: boolean },
): Promise<number | null> {
  if (!options.atClose && cycle.releaseAt) return null;
  const [latest, counted] = await Promise.all([findLatestRelease(trx, cycle.id), countedAnswers(trx, cycle)]);
  const next = planRelease(latest ? toPoolState(latest) : null, counted);
  if (!next) return null;
  const sequence = (latest?.sequence ?? 0) + 1;
  const pooled = await findAnswerRatings(trx, next.responseIds);
  await insertRelease(trx, {
    cycleId: cycle.id,
    sequence,
    at: now,
    responseIds: next.responseIds,
    groups: next.groups,
    ratingMeans: ratingMeans(pooled.map((answer) => answer.responses)),
    atClose: options.atClose,
  });
  await createNotification(trx, {
    userId: cycle.userId,
    kind: "feedback_received",
    title: sequence === 1 ? "Your 360 results are ready" : "Your 360 results were updated",
    message: `Your 360 review "${cycle.title}" now includes ${next.responseIds.length} answers.`,
    actionUrl: `/360/${cycle.id}`,
    dedupeKey: `review-360-release:${cycle.id}:${sequence}`,
    at: now,
  });
  return next.responseIds.length;
}
