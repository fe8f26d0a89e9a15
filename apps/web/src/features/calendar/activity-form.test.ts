import { END_BEFORE_START_MESSAGE } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import {
  emptyActivityForm,
  moveStart,
  toActivityInput,
  validateActivityForm,
  type ActivityFormValues,
} from "./activity-form";

const base: ActivityFormValues = {
  type: "meeting",
  title: "Skip-level 1:1",
  description: "",
  start: "2026-11-21 09:00:00",
  end: "2026-11-21 10:00:00",
  relatedId: null,
  meetingUrl: "",
};

describe("emptyActivityForm", () => {
  it("starts at the next whole hour for an hour", () => {
    const form = emptyActivityForm(new Date(2026, 10, 21, 9, 20));
    expect(form.start).toBe("2026-11-21 10:00:00");
    expect(form.end).toBe("2026-11-21 11:00:00");
  });
});

describe("validateActivityForm", () => {
  it("accepts a complete activity", () => {
    expect(validateActivityForm(base)).toBeNull();
  });
  it("needs the end after the start", () => {
    expect(validateActivityForm({ ...base, end: "2026-11-21 09:00:00" })).toEqual({
      end: END_BEFORE_START_MESSAGE,
    });
  });
  it("needs a title, times, a lesson for lesson activities and an https link", () => {
    expect(
      validateActivityForm({ ...base, type: "lesson", title: " ", start: null, meetingUrl: "http://x.test" }),
    ).toEqual({
      title: "Title is required",
      start: "Start time is required",
      relatedId: "Choose the lesson this activity is for.",
      meetingUrl: "Meeting link must be an https:// URL",
    });
  });
});

describe("moveStart", () => {
  it("keeps the length when the start moves", () => {
    expect(moveStart({ ...base, end: "2026-11-21 10:30:00" }, "2026-11-23 14:00:00")).toMatchObject({
      start: "2026-11-23 14:00:00",
      end: "2026-11-23 15:30:00",
    });
  });
});

describe("toActivityInput", () => {
  it("sends instants and drops the lesson of a non-lesson activity", () => {
    const input = toActivityInput({ ...base, relatedId: "2", meetingUrl: " https://meet.example/abc " });
    expect(input.relatedId).toBeNull();
    expect(input.meetingUrl).toBe("https://meet.example/abc");
    expect(Date.parse(input.endTime) - Date.parse(input.startTime)).toBe(3_600_000);
    expect(toActivityInput({ ...base, type: "lesson", relatedId: "2" }).relatedId).toBe(2);
  });
});
