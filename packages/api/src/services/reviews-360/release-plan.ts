import type { FeedbackRelationship } from "@leadcoach/db";
import { MIN_NEW_ANSWERS_PER_RELEASE, MIN_REVIEWERS_PER_GROUP } from "../../schemas/reviews-360";
import { feedbackRelationships } from "../../schemas/domain";

/** What a release pools: answer ids overall, and per relationship group. */
export interface PoolState {
  responseIds: readonly number[];
  groups: Readonly<Partial<Record<FeedbackRelationship, readonly number[]>>>;
}

/** A counted answer (see reviewers.ts), in arrival order. */
export interface PoolCandidate {
  id: number;
  relationship: FeedbackRelationship;
}

/**
 * The next release, or null when the figures must not change yet. Pure, so the anonymity rule can be
 * checked over every order of arrival. The subject sees sums over sets of answers (each release's pool,
 * each group's pool); one answer is safe when no combination of those sets isolates it. So every answer
 * belongs to a block of at least MIN_NEW_ANSWERS_PER_RELEASE answers that every view takes whole or
 * leaves out:
 * - overall, a release needs at least MIN_NEW_ANSWERS_PER_RELEASE counted answers not yet pooled, and
 *   pools all of them (the close applies the same rule: 1 or 2 leftover answers are never pooled);
 * - a relationship group's own set grows only by at least MIN_NEW_ANSWERS_PER_RELEASE answers of that
 *   group joining in this same release, and only when the release's answers left outside every group
 *   are none or at least MIN_NEW_ANSWERS_PER_RELEASE (else the group's figures minus the release's would
 *   isolate them). Answers pooled without their group stay outside it for good.
 */
export function planRelease(
  previous: PoolState | null,
  candidates: readonly PoolCandidate[],
): PoolState | null {
  const pooled = new Set(previous?.responseIds ?? []);
  const fresh = candidates.filter((c) => !pooled.has(c.id));
  if (fresh.length < MIN_NEW_ANSWERS_PER_RELEASE) return null;
  const byGroup = feedbackRelationships
    .map((relationship) => ({ relationship, ids: fresh.filter((c) => c.relationship === relationship) }))
    .filter((g) => g.ids.length >= Math.max(MIN_NEW_ANSWERS_PER_RELEASE, MIN_REVIEWERS_PER_GROUP));
  // The largest choice of groups to break out whose leftover is empty or a block of its own.
  let best: typeof byGroup = [];
  let bestSize = 0;
  for (let mask = 1; mask < 1 << byGroup.length; mask++) {
    const chosen = byGroup.filter((_, i) => (mask >> i) & 1);
    const size = chosen.reduce((sum, g) => sum + g.ids.length, 0);
    const leftover = fresh.length - size;
    if (leftover > 0 && leftover < MIN_NEW_ANSWERS_PER_RELEASE) continue;
    if (size > bestSize) {
      best = chosen;
      bestSize = size;
    }
  }
  const groups: Partial<Record<FeedbackRelationship, readonly number[]>> = { ...previous?.groups };
  for (const group of best) {
    groups[group.relationship] = [...(groups[group.relationship] ?? []), ...group.ids.map((c) => c.id)];
  }
  return { responseIds: [...(previous?.responseIds ?? []), ...fresh.map((c) => c.id)], groups };
}
