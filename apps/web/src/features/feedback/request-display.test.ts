import { canResendFeedbackRequest, feedbackRequestStatuses } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { canCancel, requestReviewer, requestStatusBadges, showsExpiry } from "./request-display";

describe("request actions by status", () => {
  it("labels every status", () => {
    for (const status of feedbackRequestStatuses) expect(requestStatusBadges[status].label).toBeTruthy();
  });

  it("resends pending and expired requests only", () => {
    expect(feedbackRequestStatuses.filter(canResendFeedbackRequest)).toEqual(["pending", "expired"]);
  });

  it("cancels and shows the expiry date only while pending", () => {
    expect(feedbackRequestStatuses.filter(canCancel)).toEqual(["pending"]);
    expect(feedbackRequestStatuses.filter(showsExpiry)).toEqual(["pending"]);
  });
});

describe("requestReviewer", () => {
  it("shows the name with the address under it", () => {
    expect(requestReviewer({ reviewerName: " Kim Lee ", reviewerEmail: "kim@example.com" })).toEqual({
      name: "Kim Lee",
      email: "kim@example.com",
    });
  });

  it("falls back to the address", () => {
    expect(requestReviewer({ reviewerName: null, reviewerEmail: "kim@example.com" })).toEqual({
      name: "kim@example.com",
      email: null,
    });
    expect(requestReviewer({ reviewerName: "  ", reviewerEmail: "kim@example.com" }).name).toBe(
      "kim@example.com",
    );
  });
});
