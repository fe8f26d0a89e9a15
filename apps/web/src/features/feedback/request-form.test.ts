import {
  feedbackRelationshipLabels,
  feedbackRelationshipOptions,
  feedbackRelationships,
} from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import {
  emptyFeedbackRequestForm,
  missingRequiredFields,
  ZFeedbackRequestForm,
  type FeedbackRequestFormValues,
} from "./request-form";

const filled: FeedbackRequestFormValues = {
  reviewerEmail: " kim@example.com ",
  reviewerName: "",
  relationship: "direct_report",
  message: "  ",
};

describe("the request form", () => {
  it("offers every relationship with its label, in the server's order", () => {
    expect(feedbackRelationshipOptions.map((option) => option.value)).toEqual([...feedbackRelationships]);
    expect(feedbackRelationshipOptions.map((option) => option.label)).toEqual(
      feedbackRelationships.map((value) => feedbackRelationshipLabels[value]),
    );
  });

  it("sends the server's input: trimmed, empty optional fields as null", () => {
    expect(ZFeedbackRequestForm.parse(filled)).toEqual({
      reviewerEmail: "kim@example.com",
      reviewerName: null,
      relationship: "direct_report",
      message: null,
    });
  });

  it("names the required fields left empty", () => {
    const empty = emptyFeedbackRequestForm();
    expect(missingRequiredFields(empty, schemaErrors(ZFeedbackRequestForm, empty))).toEqual([
      "reviewerEmail",
      "relationship",
    ]);
    const noRelationship = { ...filled, relationship: null };
    expect(missingRequiredFields(noRelationship, schemaErrors(ZFeedbackRequestForm, noRelationship))).toEqual(
      ["relationship"],
    );
  });

  it("does not count a mistyped address as missing", () => {
    const mistyped = { ...filled, reviewerEmail: "kim.example.com" };
    const errors = schemaErrors(ZFeedbackRequestForm, mistyped);
    expect(errors.reviewerEmail).toBeTruthy();
    expect(missingRequiredFields(mistyped, errors)).toEqual([]);
  });
});
