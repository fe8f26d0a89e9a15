import { describe, expect, it } from "vitest";
import { displayedProgress, lessonAction, parseIdParam, progressByLesson } from "./lesson-display";

describe("displayedProgress", () => {
  it("shows 100 for a completed lesson whatever was stored", () => {
    expect(displayedProgress({ status: "completed", progressPercentage: 40 })).toBe(100);
  });
  it("shows the stored percentage while in progress", () => {
    expect(displayedProgress({ status: "in_progress", progressPercentage: 43 })).toBe(43);
  });
  it("shows 0 without a record or when not started", () => {
    expect(displayedProgress(undefined)).toBe(0);
    expect(displayedProgress({ status: "not_started", progressPercentage: 50 })).toBe(0);
  });
});

describe("lessonAction", () => {
  it("reads Start, Continue or Review", () => {
    expect(lessonAction(undefined)).toBe("Start");
    expect(lessonAction({ status: "not_started", progressPercentage: 0 })).toBe("Start");
    expect(lessonAction({ status: "in_progress", progressPercentage: 29 })).toBe("Continue");
    expect(lessonAction({ status: "completed", progressPercentage: 100 })).toBe("Review");
  });
});

describe("progressByLesson", () => {
  it("indexes records by lesson id", () => {
    const map = progressByLesson([
      { lessonId: 1, status: "completed" as const },
      { lessonId: 4, status: "in_progress" as const },
    ]);
    expect(map.get(4)?.status).toBe("in_progress");
    expect(map.get(2)).toBeUndefined();
  });
});

describe("parseIdParam", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseIdParam("3")).toBe(3);
    expect(parseIdParam(null)).toBeNull();
    expect(parseIdParam("")).toBeNull();
    expect(parseIdParam("0")).toBeNull();
    expect(parseIdParam("abc")).toBeNull();
    expect(parseIdParam("-2")).toBeNull();
  });
});
