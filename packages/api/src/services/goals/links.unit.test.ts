import type { Milestone } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { reachableTarget, spreadPriority } from "../assessment/goals";
import { normaliseMilestones, tickLinked, untickBy } from "./links";
import { applyMilestones } from "./milestones";
import { pulseState } from "./pulse-rules";

const now = new Date("2026-11-21T10:00:00Z");
const lesson: Milestone = {
  description: "Do the lesson",
  completed: false,
  completedAt: null,
  completes: { kind: "lesson", lessonId: 6 },
};
const practice: Milestone = {
  description: "Practise",
  completed: false,
  completedAt: null,
  completes: { kind: "activity", activityType: "skill_practice" },
};
const plain: Milestone = { description: "Plain", completed: false, completedAt: null };

describe("tickLinked and untickBy", () => {
  it("ticks only what the event names, once, and records what ticked it", () => {
    const first = tickLinked([lesson, practice, plain], { kind: "lesson", lessonId: 6 }, "lesson:6", now);
    expect(first.ticked.map((m) => m.description)).toEqual(["Do the lesson"]);
    expect(first.milestones[0]).toMatchObject({ completed: true, completedBy: "lesson:6" });
    expect(tickLinked(first.milestones, { kind: "lesson", lessonId: 6 }, "lesson:6", now).ticked).toEqual([]);
    expect(tickLinked([lesson], { kind: "lesson", lessonId: 7 }, "lesson:7", now).ticked).toEqual([]);
  });

  it("an undo unticks only what that activity ticked", () => {
    const handTicked = { ...plain, completed: true, completedAt: now.toISOString() };
    const { milestones } = tickLinked(
      [practice, handTicked],
      { kind: "activity", activityType: "skill_practice" },
      "activity:3",
      now,
    );
    expect(untickBy(milestones, "activity:4").unticked).toEqual([]);
    const undone = untickBy(milestones, "activity:3");
    expect(undone.milestones.map((m) => m.completed)).toEqual([false, true]);
  });

  it("reads old rows without a link, and drops links it does not know", () => {
    expect(normaliseMilestones([{ description: "Old", completed: true, completedAt: "x" }])).toEqual([
      { description: "Old", completed: true, completedAt: "x" },
    ]);
    expect(
      normaliseMilestones([{ description: "Odd", completed: false, completes: { kind: "mystery" } }]),
    ).toEqual([{ description: "Odd", completed: false, completedAt: null }]);
  });

  it("a hand edit keeps a milestone's link unless it sends one", () => {
    const { milestones } = applyMilestones([practice], [{ description: "Practise", completed: true }], now);
    expect(milestones[0]).toEqual({ ...practice, completed: true, completedAt: now.toISOString() });
    const cleared = applyMilestones(
      [practice],
      [{ description: "Practise", completed: false, completes: null }],
      now,
    );
    expect(cleared.milestones[0]).toEqual({ description: "Practise", completed: false, completedAt: null });
  });
});

describe("the reachable-target rule", () => {
  it("aims ten points up, never past 70%", () => {
    expect(reachableTarget(28)).toBe(38);
    expect(reachableTarget(55)).toBe(65);
    expect(reachableTarget(65)).toBe(70);
    expect(reachableTarget(69)).toBe(70);
  });

  it("spreads the goals' priorities by rank", () => {
    expect([0, 1, 2].map(spreadPriority)).toEqual(["high", "medium", "low"]);
  });
});

describe("pulseState", () => {
  const goal = { skillId: 3, targetDate: "2027-01-02", createdAt: now, status: "active", pulseScore: null };

  it("is offered from half way to the target date, once, on active goals", () => {
    expect(pulseState(goal, now)).toEqual({ availableFrom: "2026-12-12", due: false, score: null });
    expect(pulseState(goal, new Date("2026-12-12T00:00:00Z"))?.due).toBe(true);
    expect(pulseState({ ...goal, pulseScore: 55 }, new Date("2026-12-20T00:00:00Z"))).toMatchObject({
      due: false,
      score: 55,
    });
    expect(pulseState({ ...goal, status: "paused" }, new Date("2026-12-20T00:00:00Z"))?.due).toBe(false);
  });

  it("does not apply without a skill or a target date", () => {
    expect(pulseState({ ...goal, skillId: null }, now)).toBeNull();
    expect(pulseState({ ...goal, targetDate: null }, now)).toBeNull();
  });
});

describe("pulseState for a goal due tomorrow", () => {
  it("is offered at once", () => {
    const goal = { skillId: 3, targetDate: "2026-11-22", createdAt: now, status: "active", pulseScore: null };
    expect(pulseState(goal, now)).toEqual({ availableFrom: "2026-11-21", due: true, score: null });
    expect(pulseState({ ...goal, targetDate: "2026-11-21" }, now)).toBeNull();
  });
});
