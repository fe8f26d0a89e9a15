import { feedbackRatingOptions } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import {
  formatFeedbackDate,
  MAX_FEEDBACK_RATING,
  ratingOption,
  ratingSummary,
  relationshipLabel,
  responseDay,
  reviewerLabel,
  writtenAnswers,
} from "./feedback-response-display";

describe("ratings", () => {
  it("reads the scale from the shared options", () => {
    expect(MAX_FEEDBACK_RATING).toBe(5);
    expect(ratingOption(4)).toBe(feedbackRatingOptions.find((option) => option.value === 4));
    expect(ratingOption(9)).toBeNull();
  });

  it("says the number and the label", () => {
    expect(ratingSummary(5)).toBe("5 out of 5 · Excellent");
    expect(ratingSummary(1)).toBe("1 out of 5 · Needs Improvement");
    expect(ratingSummary(null)).toBe("Not rated yet");
  });
});

describe("reviewerLabel", () => {
  it("never shows a name on an anonymous answer", () => {
    expect(reviewerLabel({ isAnonymous: true, request: { reviewerName: "Kim", relationship: "peer" } })).toBe(
      "Anonymous",
    );
  });

  it("shows the reviewer's name on a named answer", () => {
    expect(
      reviewerLabel({ isAnonymous: false, request: { reviewerName: " Kim ", relationship: null } }),
    ).toBe("Kim");
    expect(reviewerLabel({ isAnonymous: false, request: { reviewerName: null, relationship: null } })).toBe(
      "Name not given",
    );
  });
});

describe("relationshipLabel", () => {
  it("uses the shared labels and hides a missing relationship", () => {
    expect(relationshipLabel("direct_report")).toBe("Direct report");
    expect(relationshipLabel(null)).toBeNull();
  });
});

describe("formatFeedbackDate", () => {
  it("shows a bare day as that day in any zone", () => {
    expect(formatFeedbackDate("2026-11-21", "America/Los_Angeles")).toBe("Nov 21, 2026");
    expect(formatFeedbackDate("2026-11-21", "Pacific/Auckland")).toBe("Nov 21, 2026");
  });

  it("shows an instant as the viewer's day", () => {
    expect(formatFeedbackDate("2026-11-21T03:00:00.000Z", "America/New_York")).toBe("Nov 20, 2026");
    expect(formatFeedbackDate("2026-11-21T03:00:00.000Z", "UTC")).toBe("Nov 21, 2026");
  });

  it("leaves text it cannot read alone", () => {
    expect(formatFeedbackDate("soon")).toBe("soon");
  });
});

describe("responseDay", () => {
  it("shows an anonymous answer's day as given, wherever the viewer is", () => {
    const day = "2026-11-21T00:00:00.000Z";
    expect(responseDay({ isAnonymous: true, submittedAt: day })).toBe("Nov 21, 2026");
    expect(responseDay({ isAnonymous: true, submittedAt: "2026-11-21" })).toBe("Nov 21, 2026");
  });
});

describe("writtenAnswers", () => {
  it("keeps the parts with text, in the form's order", () => {
    expect(
      writtenAnswers({ strengths: " Clear ", areasForImprovement: "  ", additionalComments: "Thanks" }),
    ).toEqual([
      { label: "Strengths", text: "Clear" },
      { label: "Additional comments", text: "Thanks" },
    ]);
    expect(writtenAnswers({ strengths: null, areasForImprovement: null, additionalComments: null })).toEqual(
      [],
    );
  });
});
