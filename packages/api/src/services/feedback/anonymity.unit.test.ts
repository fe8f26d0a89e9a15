import type { FeedbackRelationship } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { MIN_ANONYMOUS_GROUP_SIZE } from "../../schemas/feedback";
import {
  compareAnswersForDisplay,
  labelledAnonymousGroups,
  startOfUtcDay,
  type OrderableAnswer,
} from "./anonymity";

const times = (relationship: FeedbackRelationship, n: number) =>
  Array.from({ length: n }, () => relationship);
const labelled = (...groups: FeedbackRelationship[][]) =>
  [...labelledAnonymousGroups(groups.flat(), MIN_ANONYMOUS_GROUP_SIZE)].sort();

describe("labelledAnonymousGroups", () => {
  it("keeps no label when there are no answers or only small groups", () => {
    expect(labelled()).toEqual([]);
    expect(labelled(times("manager", 1))).toEqual([]);
    expect(labelled(times("peer", 2), times("manager", 1), times("other", 2))).toEqual([]);
  });

  it("keeps the label of every group of at least the minimum size when nothing is hidden", () => {
    expect(labelled(times("peer", 3))).toEqual(["peer"]);
    expect(labelled(times("peer", 3), times("direct_report", 5))).toEqual(["direct_report", "peer"]);
  });

  it("hides a small group's label", () => {
    // The manager and the two 'other' answers are hidden together: three answers, none attributable.
    expect(labelled(times("manager", 1), times("other", 2), times("peer", 4))).toEqual(["peer"]);
  });

  it("hides the smallest labelled groups too while the hidden answers are fewer than the minimum", () => {
    // A lone manager among labelled peers would be the manager by elimination.
    expect(labelled(times("manager", 1), times("peer", 3))).toEqual([]);
    expect(labelled(times("manager", 1), times("peer", 3), times("direct_report", 4))).toEqual([
      "direct_report",
    ]);
    expect(labelled(times("manager", 2), times("peer", 6), times("direct_report", 4))).toEqual(["peer"]);
    // Ties go in form order (manager, peer, direct_report, other): peer is hidden before direct_report.
    expect(labelled(times("manager", 1), times("peer", 3), times("direct_report", 3))).toEqual([
      "direct_report",
    ]);
  });

  it("never leaves a labelled group beside fewer than the minimum hidden answers", () => {
    const relationships: FeedbackRelationship[] = ["manager", "peer", "direct_report", "other"];
    for (let mask = 0; mask < 6 ** 4; mask++) {
      const counts = relationships.map((_, i) => Math.floor(mask / 6 ** i) % 6);
      const answers = relationships.flatMap((r, i) => times(r, counts[i] ?? 0));
      const kept = labelledAnonymousGroups(answers, MIN_ANONYMOUS_GROUP_SIZE);
      const hidden = answers.filter((r) => !kept.has(r)).length;
      for (const group of kept) {
        expect(answers.filter((r) => r === group).length).toBeGreaterThanOrEqual(MIN_ANONYMOUS_GROUP_SIZE);
      }
      if (kept.size > 0) expect(hidden === 0 || hidden >= MIN_ANONYMOUS_GROUP_SIZE).toBe(true);
    }
  });
});

describe("startOfUtcDay", () => {
  it("drops the time of day", () => {
    expect(startOfUtcDay(new Date("2026-11-21T23:59:59.999Z")).toISOString()).toBe(
      "2026-11-21T00:00:00.000Z",
    );
    expect(startOfUtcDay(new Date("2026-11-22T00:00:00.000Z")).toISOString()).toBe(
      "2026-11-22T00:00:00.000Z",
    );
  });
});

describe("compareAnswersForDisplay", () => {
  const answer = (overrides: Partial<OrderableAnswer>): OrderableAnswer => ({
    submittedAt: new Date("2026-11-21T00:00:00Z"),
    overallRating: 3,
    strengths: null,
    areasForImprovement: null,
    additionalComments: null,
    tieBreaker: "x",
    ...overrides,
  });

  it("orders by day, then rating, then content, then the opaque tie-breaker; never by time within a day", () => {
    const list = [
      answer({ tieBreaker: "b" }),
      answer({ submittedAt: new Date("2026-11-20T00:00:00Z"), overallRating: 5 }),
      answer({ overallRating: 5, strengths: "z" }),
      answer({ overallRating: 5, strengths: "a" }),
      answer({ tieBreaker: "a" }),
      answer({ submittedAt: new Date("2026-11-21T18:00:00Z"), overallRating: 1 }),
    ];
    expect([...list].sort(compareAnswersForDisplay)).toEqual([
      list[3],
      list[2],
      list[4],
      list[0],
      list[5],
      list[1],
    ]);
  });
});
