import type { Milestone } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { applyMilestones, nextGoalState } from "./milestones";

const now = new Date("2026-11-21T10:00:00Z");
const earlier = "2026-11-01T08:00:00.000Z";

describe("applyMilestones", () => {
  it("stamps newly completed milestones with the server time, ignoring the client's", () => {
    const previous: Milestone[] = [
      { description: "Draft", completed: false, completedAt: null },
      { description: "Review", completed: false, completedAt: null },
    ];
    const { milestones, newlyCompleted } = applyMilestones(
      previous,
      [
        { description: "Draft", completed: true },
        { description: "Review", completed: false },
      ],
      now,
    );
    expect(milestones[0]).toEqual({ description: "Draft", completed: true, completedAt: now.toISOString() });
    expect(milestones[1]?.completedAt).toBeNull();
    expect(newlyCompleted.map((m) => m.description)).toEqual(["Draft"]);
  });

  it("keeps the timestamps of milestones already completed and clears unchecked ones", () => {
    const previous: Milestone[] = [
      { description: "Draft", completed: true, completedAt: earlier },
      { description: "Review", completed: true, completedAt: earlier },
    ];
    const { milestones, newlyCompleted } = applyMilestones(
      previous,
      [
        { description: "Draft", completed: true },
        { description: "Review", completed: false },
      ],
      now,
    );
    expect(milestones).toEqual([
      { description: "Draft", completed: true, completedAt: earlier },
      { description: "Review", completed: false, completedAt: null },
    ]);
    expect(newlyCompleted).toEqual([]);
  });
});

describe("nextGoalState", () => {
  const active = { status: "active" as const, progressPercentage: 0, completedAt: null };
  const done = (n: number, of: number): Milestone[] =>
    Array.from({ length: of }, (_, i) => ({
      description: `m${i}`,
      completed: i < n,
      completedAt: i < n ? earlier : null,
    }));

  it("computes progress and completes the goal when every milestone is done", () => {
    expect(nextGoalState(active, done(1, 3), undefined, now)).toMatchObject({
      status: "active",
      progressPercentage: 33,
      becameCompleted: false,
    });
    expect(nextGoalState(active, done(3, 3), undefined, now)).toMatchObject({
      status: "completed",
      progressPercentage: 100,
      completedAt: now,
      becameCompleted: true,
    });
  });

  it("reactivates a completed goal when a milestone is unchecked, but a paused goal stays paused", () => {
    const completed = { status: "completed" as const, progressPercentage: 100, completedAt: now };
    expect(nextGoalState(completed, done(2, 3), undefined, now)).toMatchObject({
      status: "active",
      completedAt: null,
    });
    const paused = { status: "paused" as const, progressPercentage: 33, completedAt: null };
    expect(nextGoalState(paused, done(2, 3), undefined, now).status).toBe("paused");
    expect(nextGoalState(paused, done(3, 3), undefined, now).status).toBe("completed");
  });

  it("pauses and resumes on request, but cannot be completed with open milestones", () => {
    expect(nextGoalState(active, done(1, 3), "paused", now).status).toBe("paused");
    expect(nextGoalState(active, done(1, 3), "completed", now).status).toBe("active");
    expect(nextGoalState(active, [], "completed", now)).toMatchObject({
      status: "completed",
      progressPercentage: 100,
    });
  });
});
