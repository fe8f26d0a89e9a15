import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import {
  createCycleFormSchema,
  emptyCreateCycleForm,
  emptyInviteForm,
  emptySelfAssessmentForm,
  firstUnratedItem,
  inviteFormOf,
  selfAssessmentFormSchema,
  ZInviteForm,
} from "./review-forms";

const items = ["a", "b"].map((skillKey, i) => ({
  skillId: i + 1,
  skillKey,
  skillName: `Skill ${skillKey}`,
  categoryKey: "x",
  categoryName: "X",
  behaviour: "b",
}));
const now = () => new Date("2026-11-21T10:00:00Z");

describe("360 forms", () => {
  it("checks the create form with the server's rules, the end date against today", () => {
    const schema = createCycleFormSchema(now);
    expect(schemaErrors(schema, emptyCreateCycleForm())).toMatchObject({
      title: "Title is required",
      endDate: "End date is required",
    });
    expect(schemaErrors(schema, { ...emptyCreateCycleForm(), title: "T", endDate: "2026-11-20" })).toEqual({
      endDate: "End date must be after today",
    });
    expect(schemaErrors(schema, { ...emptyCreateCycleForm(), title: "T", endDate: "2028-01-01" })).toEqual({
      endDate: "End date must be within a year",
    });
    expect(
      schema.parse({ title: " Q1 ", description: "", endDate: "2026-12-01", targetResponseCount: "" }),
    ).toEqual({ title: "Q1", description: null, endDate: "2026-12-01", targetResponseCount: 5 });
    expect(
      schemaErrors(schema, { title: "T", description: "", endDate: "2026-12-01", targetResponseCount: 2 }),
    ).toHaveProperty("targetResponseCount");
  });

  it("requires every behaviour of the self-assessment and says which", () => {
    const schema = selfAssessmentFormSchema(items);
    const values = emptySelfAssessmentForm(items);
    const errors = schemaErrors(schema, { ...values, ratings: { a: "4", b: null } });
    expect(errors).toEqual({ "ratings.b": "Choose how often you see this behaviour" });
    expect(firstUnratedItem(items, errors)?.skillKey).toBe("b");
    expect(
      schema.parse({ ratings: { a: "4", b: "2" }, overallSelfRating: null, selfReflection: " " }),
    ).toEqual({
      ratings: { a: 4, b: 2 },
      overallSelfRating: null,
      selfReflection: null,
    });
  });

  it("checks invitation rows with the server's rules", () => {
    const values = emptyInviteForm(2);
    expect(values.reviewers).toHaveLength(2);
    const errors = schemaErrors(ZInviteForm, values);
    expect(errors["reviewers.0.reviewerEmail"]).toBe("Reviewer email is required");
    expect(errors["reviewers.1.relationship"]).toBe("Choose how the reviewer knows you");
    const same = { reviewerName: "", relationship: "peer" };
    expect(
      schemaErrors(ZInviteForm, {
        reviewers: [
          { ...same, reviewerEmail: "a@example.test" },
          { ...same, reviewerEmail: "A@example.test" },
        ],
        message: "",
      }),
    ).toEqual({ reviewers: "Each reviewer can be invited only once" });
  });

  it("fills the invite form again with a reviewer list that came back, and sends it as it was", () => {
    const list = {
      reviewers: [
        { reviewerEmail: "ana@example.test", reviewerName: "Ana", relationship: "peer" as const },
        { reviewerEmail: "bo@example.test", reviewerName: null, relationship: "direct_report" as const },
      ],
      message: null,
    };
    const values = inviteFormOf(list);
    expect(values.reviewers[1]).toEqual({
      reviewerEmail: "bo@example.test",
      reviewerName: "",
      relationship: "direct_report",
    });
    expect(ZInviteForm.parse(values)).toEqual({ reviewers: list.reviewers, message: null });
  });
});
