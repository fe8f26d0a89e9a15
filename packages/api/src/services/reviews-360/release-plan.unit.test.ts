import type { FeedbackRelationship } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { planRelease, type PoolCandidate, type PoolState } from "./release-plan";

/** Rank of a 0/1 matrix (rows = views' answer sets), by Gaussian elimination over the rationals. */
function rank(rows: number[][]): number {
  const m = rows.map((r) => [...r]);
  let r = 0;
  const width = m[0]?.length ?? 0;
  for (let c = 0; c < width && r < m.length; c++) {
    const pivot = m.findIndex((row, i) => i >= r && Math.abs(row[c] ?? 0) > 1e-9);
    if (pivot < 0) continue;
    [m[r], m[pivot]] = [m[pivot] as number[], m[r] as number[]];
    const p = m[r] as number[];
    for (let i = 0; i < m.length; i++) {
      const row = m[i] as number[];
      if (i === r || Math.abs(row[c] ?? 0) < 1e-9) continue;
      const f = (row[c] ?? 0) / (p[c] ?? 1);
      for (let k = c; k < width; k++) row[k] = (row[k] ?? 0) - f * (p[k] ?? 0);
    }
    r++;
  }
  return r;
}

/** Every view the subject gets: each release's overall set and each shown group set. */
function views(order: readonly FeedbackRelationship[]): { sets: number[][]; releases: PoolState[] } {
  let state: PoolState | null = null;
  const releases: PoolState[] = [];
  const arrived: PoolCandidate[] = [];
  const attempt = () => {
    const next = planRelease(state, arrived);
    if (next) {
      state = next;
      releases.push(next);
    }
  };
  order.forEach((relationship, i) => {
    arrived.push({ id: i, relationship });
    attempt();
  });
  attempt(); // the close
  const sets: number[][] = [];
  for (const release of releases) {
    sets.push([...release.responseIds]);
    for (const ids of Object.values(release.groups)) if (ids.length >= 3) sets.push([...ids]);
  }
  return { sets, releases };
}

function recoverable(order: readonly FeedbackRelationship[]): number[] {
  const { sets } = views(order);
  if (sets.length === 0) return [];
  const n = order.length;
  const rows = sets.map((set) => Array.from({ length: n }, (_, i) => (set.includes(i) ? 1 : 0)));
  const base = rank(rows);
  return Array.from({ length: n }, (_, i) => i).filter(
    (i) => rank([...rows, Array.from({ length: n }, (_, k) => (k === i ? 1 : 0))]) === base,
  );
}

function* multisetPermutations(items: FeedbackRelationship[]): Generator<FeedbackRelationship[]> {
  const sorted = [...items].sort();
  const used = sorted.map(() => false);
  const current: FeedbackRelationship[] = [];
  function* go(): Generator<FeedbackRelationship[]> {
    if (current.length === sorted.length) {
      yield [...current];
      return;
    }
    for (let i = 0; i < sorted.length; i++) {
      if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
      used[i] = true;
      current.push(sorted[i] as FeedbackRelationship);
      yield* go();
      current.pop();
      used[i] = false;
    }
  }
  yield* go();
}

const mixes: FeedbackRelationship[][] = [
  ["manager", "peer", "peer", "direct_report"],
  ["peer", "peer", "peer", "direct_report", "direct_report"],
  ["manager", "peer", "peer", "peer", "direct_report", "direct_report", "direct_report"],
  ["peer", "peer", "peer", "peer", "direct_report", "direct_report", "direct_report", "other"],
  ["peer", "peer", "peer", "peer", "peer", "peer", "direct_report", "direct_report", "manager"],
];

describe("planRelease", () => {
  it("never lets one answer be recovered from the views, in any order of arrival", () => {
    for (const mix of mixes) {
      for (const order of multisetPermutations(mix)) {
        expect({ order, recoverable: recoverable(order) }).toEqual({ order, recoverable: [] });
      }
    }
  });
});
