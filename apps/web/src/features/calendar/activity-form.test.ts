import { END_BEFORE_START_MESSAGE } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import { emptyActivityForm, moveStart, ZActivityForm, type ActivityFormValues } from "./activity-form";

const base: ActivityFormValues = {
  type: "meeting",
  title: "Skip-level 1:1",
  description: "",
  startTime: "2026-11-21 09:00:00",
  endTime: "2026-11-21 10:00:00",
  relatedId: null,
  meetingUrl: "",
};

describe("emptyActivityForm", () => {
  it("starts at the next whole hour for an hour", () => {
    const form = emptyActivityForm(new Date(2026, 10, 21, 9, 20));
    expect(form.startTime).toBe("2026-11-21 10:00:00");
    expect(form.endTime).toBe("2026-11-21 11:00:00");
  });
});

describe("the activity form's rules", () => {
  it("accepts a complete activity", () => {
    expect(schemaErrors(ZActivityForm, base)).toEqual({});
  });
  it("needs the end after the start", () => {
    expect(schemaErrors(ZActivityForm, { ...base, endTime: "2026-11-21 09:00:00" })).toEqual({
      endTime: END_BEFORE_START_MESSAGE,
    });
  });
  it("needs a title, times, a lesson for lesson activities and an https link", () => {
    expect(
      schemaErrors(ZActivityForm, {
        ...base,
        type: "lesson",
        title: " ",
        startTime: null,
        meetingUrl: "http://x.test",
      }),
    ).toEqual({
      title: "Title is required",
      startTime: "Start time is required",
      relatedId: "Choose the lesson this activity is for.",
      meetingUrl: "Meeting link must be an https:// URL",
    });
  });
});

describe("moveStart", () => {
  it("keeps the length when the start moves", () => {
    expect(moveStart({ ...base, endTime: "2026-11-21 10:30:00" }, "2026-11-23 14:00:00")).toMatchObject({
      startTime: "2026-11-23 14:00:00",
      endTime: "2026-11-23 15:30:00",
    });
  });
});

describe("the activity form's output", () => {
  it("sends instants and drops the lesson of a non-lesson activity", () => {
    const input = ZActivityForm.parse({ ...base, relatedId: "2", meetingUrl: " https://meet.example/abc " });
    expect(input.relatedId).toBeNull();
    expect(input.meetingUrl).toBe("https://meet.example/abc");
    expect(input.description).toBeNull();
    expect(Date.parse(input.endTime) - Date.parse(input.startTime)).toBe(3_600_000);
    expect(ZActivityForm.parse({ ...base, type: "lesson", relatedId: "2" }).relatedId).toBe(2);
  });
});
