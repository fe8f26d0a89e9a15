import {
  feedbackRatingOptions,
  MISSING_RATING_MESSAGE,
  type FeedbackForm,
  type ReviewItem,
} from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import {
  answerFailureToast,
  behaviourErrorKey,
  emptyFeedbackAnswer,
  feedbackAnswerSchema,
  itemsByCategory,
  answerDay,
  preview360Comments,
  previewNotes,
  previewResponse,
  unratedBehaviours,
  type FeedbackAnswerValues,
} from "./feedback-answer";

const items: ReviewItem[] = [
  {
    skillKey: "listening",
    skillName: "Active Listening",
    categoryName: "Communication",
    behaviour: "Listens well",
  },
  { skillKey: "clarity", skillName: "Clarity", categoryName: "Communication", behaviour: "Explains clearly" },
];

const plainForm: Pick<FeedbackForm, "requesterName" | "relationship" | "reviewItems"> = {
  requesterName: "Robin",
  relationship: "direct_report",
  reviewItems: null,
};

function answer(overrides: Partial<FeedbackAnswerValues> = {}): FeedbackAnswerValues {
  return { ...emptyFeedbackAnswer(null), ...overrides };
}

describe("the public form's values", () => {
  it("starts anonymous with nothing rated", () => {
    expect(emptyFeedbackAnswer(items)).toEqual({
      overallRating: null,
      strengths: "",
      areasForImprovement: "",
      additionalComments: "",
      isAnonymous: true,
      behaviourRatings: { listening: null, clarity: null },
    });
  });

  it("sends the overall rating as an integer and empty text as null", () => {
    const checked = feedbackAnswerSchema(null).parse(
      answer({ overallRating: "4", strengths: " Calm in incidents ", isAnonymous: false }),
    );
    expect(checked).toEqual({
      overallRating: 4,
      strengths: "Calm in incidents",
      areasForImprovement: null,
      additionalComments: null,
      isAnonymous: false,
      behaviourRatings: undefined,
    });
  });

  it("accepts every option of the scale", () => {
    for (const option of feedbackRatingOptions) {
      expect(
        feedbackAnswerSchema(null).parse(answer({ overallRating: String(option.value) })).overallRating,
      ).toBe(option.value);
    }
  });

  it("refuses a missing overall rating with the documented message", () => {
    expect(schemaErrors(feedbackAnswerSchema(null), answer()).overallRating).toBe(MISSING_RATING_MESSAGE);
  });

  it("requires each behaviour of a 360 invitation, one error per item", () => {
    const values = {
      ...emptyFeedbackAnswer(items),
      overallRating: "3",
      behaviourRatings: { listening: "5", clarity: null },
    };
    const errors = schemaErrors(feedbackAnswerSchema(items), values);
    expect(errors[behaviourErrorKey("clarity")]).toBeTruthy();
    expect(errors[behaviourErrorKey("listening")]).toBeUndefined();
    expect(unratedBehaviours(items, values)).toEqual([items[1]]);

    const complete = { ...values, behaviourRatings: { listening: "5", clarity: "2" } };
    expect(feedbackAnswerSchema(items).parse(complete).behaviourRatings).toEqual({
      listening: 5,
      clarity: 2,
    });
  });
});

describe("answerFailureToast", () => {
  it("asks for the overall rating first", () => {
    const values = emptyFeedbackAnswer(items);
    expect(answerFailureToast(schemaErrors(feedbackAnswerSchema(items), values), values, items)).toEqual({
      title: "Missing Rating",
      message: "Please provide an overall rating",
      variant: "destructive",
    });
  });

  it("then names the behaviours still to rate", () => {
    const values = {
      ...emptyFeedbackAnswer(items),
      overallRating: "5",
      behaviourRatings: { listening: "4", clarity: null },
    };
    const toast = answerFailureToast(schemaErrors(feedbackAnswerSchema(items), values), values, items);
    expect(toast.title).toBe("Missing Ratings");
    expect(toast.message).toContain("Clarity");
    expect(toast.message).not.toContain("Active Listening");
  });
});

describe("the preview", () => {
  const values = answer({ overallRating: "5", strengths: " Kind ", areasForImprovement: "  " });

  it("is the requester's card: no name, the relationship, today's day", () => {
    expect(previewResponse(values, plainForm, "2026-11-21")).toEqual({
      request: { reviewerName: null, relationship: "direct_report" },
      overallRating: 5,
      strengths: "Kind",
      areasForImprovement: null,
      additionalComments: null,
      isAnonymous: true,
      submittedAt: "2026-11-21",
    });
    expect(previewResponse(answer(), plainForm, "2026-11-21").overallRating).toBeNull();
  });

  it("follows the anonymous box, except for a 360 answer, which never carries a name", () => {
    const named = answer({ isAnonymous: false });
    expect(previewResponse(named, plainForm, "2026-11-21").isAnonymous).toBe(false);
    expect(previewResponse(named, { ...plainForm, reviewItems: items }, "2026-11-21").isAnonymous).toBe(true);
  });

  it("explains when the name and the relationship are hidden", () => {
    const anonymous = previewNotes(plainForm, true);
    expect(anonymous.join(" ")).toContain("“Anonymous”");
    expect(anonymous.join(" ")).toContain("fewer than 3 people in the “direct report” group");
    expect(previewNotes(plainForm, false).join(" ")).toContain("Robin sees your name");
  });

  it("says a 360 answer shows only once enough reviewers answered", () => {
    expect(previewNotes({ ...plainForm, reviewItems: items }, false).join(" ")).toContain(
      "only once at least 3 reviewers have answered, pooled and without names",
    );
  });

  it("previews a 360 answer as the report shows it: only its words, under the report's titles", () => {
    const values = answer({ strengths: " Calm ", additionalComments: "Thanks", isAnonymous: false });
    expect(preview360Comments(values)).toEqual([
      { title: "Strengths", text: "Calm" },
      { title: "Other comments", text: "Thanks" },
    ]);
    expect(JSON.stringify(preview360Comments(values))).not.toMatch(/peer|direct|manager/i);
  });

  it("dates the preview as the server dates an anonymous answer", () => {
    expect(answerDay(new Date("2026-01-05T23:30:00.000Z"))).toBe("2026-01-05");
  });
});

describe("itemsByCategory", () => {
  it("groups behaviours by category in the order they come", () => {
    const third: ReviewItem = {
      skillKey: "calm",
      skillName: "Composure",
      categoryName: "Presence",
      behaviour: "Stays calm",
    };
    const fourth: ReviewItem = { ...items[0]!, skillKey: "feedback", skillName: "Feedback" };
    expect(itemsByCategory([items[0]!, third, items[1]!, fourth])).toEqual([
      { categoryName: "Communication", items: [items[0], items[1], fourth] },
      { categoryName: "Presence", items: [third] },
    ]);
  });
});
