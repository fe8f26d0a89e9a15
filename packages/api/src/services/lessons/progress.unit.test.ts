import { describe, expect, it } from "vitest";
import { nextProgress, type StoredProgress } from "./progress";

describe("nextProgress", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const fresh: StoredProgress = { status: "not_started", progress: 0, currentStep: 0, completedAt: null };

  it("advances a step, deriving the percentage from the step when the client names it", () => {
    const next = nextProgress(
      fresh,
      { status: "in_progress", progressPercentage: 5, currentStep: 1 },
      7,
      now,
    );
    expect(next).toMatchObject({ status: "in_progress", progress: 29, currentStep: 1, stepAdvanced: true });
    expect(next.completedAt).toBeNull();
  });

  it("never moves backwards", () => {
    const stored: StoredProgress = { status: "in_progress", progress: 57, currentStep: 3, completedAt: null };
    const next = nextProgress(
      stored,
      { status: "not_started", progressPercentage: 10, currentStep: 1 },
      7,
      now,
    );
    expect(next).toMatchObject({ status: "in_progress", progress: 57, currentStep: 3, stepAdvanced: false });
  });

  it("completes once, keeping the first completion time, and a replay is a review", () => {
    const done = nextProgress(fresh, { status: "completed", progressPercentage: 100 }, 7, now);
    expect(done).toMatchObject({
      status: "completed",
      progress: 100,
      becameCompleted: true,
      completedAt: now,
    });
    const later = new Date("2026-11-22T10:00:00Z");
    const review = nextProgress(
      done,
      { status: "in_progress", progressPercentage: 29, currentStep: 1 },
      7,
      later,
    );
    expect(review).toMatchObject({
      status: "completed",
      progress: 100,
      currentStep: 1,
      becameCompleted: false,
      completedAt: now,
      stepAdvanced: true,
    });
  });
});
