import { describe, expect, it } from "vitest";
import { formatDueDate } from "./recommendation-format";

describe("formatDueDate", () => {
  it("formats a due date and ignores missing or bad ones", () => {
    expect(formatDueDate("2026-03-14T12:00:00.000Z")).toBe("Due Mar 14, 2026");
    expect(formatDueDate(null)).toBeNull();
    expect(formatDueDate("soon")).toBeNull();
  });
});
