import {
  ZCreateGoalInput,
  ZCreateReviewCycleInput,
  ZCreateScheduledActivityInput,
  ZReviewerEmail,
  ZSubmitFeedbackInput,
  ZSubmitSelfAssessmentInput,
} from "@leadcoach/api/schemas";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZFeedbackRequestForm } from "../features/feedback/request-form";
import { ZGoalForm } from "../features/goals/goal-form";
import { ZInviteForm } from "../features/reviews-360/review-forms";
import { ZCreateAccessTokenForm } from "../features/settings/access-token-schema";
import { maxLengthOf } from "./form";

describe("maxLengthOf", () => {
  it("reads the limit through trims, unions with null, optionals and pipes", () => {
    expect(maxLengthOf(ZCreateGoalInput, "title")).toBe(200);
    expect(maxLengthOf(ZCreateReviewCycleInput, "description")).toBe(2000);
    expect(maxLengthOf(ZSubmitFeedbackInput, "strengths")).toBe(4000);
    expect(maxLengthOf(z.object({ email: ZReviewerEmail }), "email")).toBe(254);
  });

  it("follows a form path into a list's rows", () => {
    expect(maxLengthOf(ZInviteForm, "reviewers.0.reviewerEmail")).toBe(254);
    expect(maxLengthOf(ZInviteForm, "reviewers.0.reviewerName")).toBe(100);
    expect(maxLengthOf(ZGoalForm, "milestones.0.description")).toBe(200);
  });

  it("finds the limit of every field the screens cap", () => {
    const fields: [z.ZodType, string, number][] = [
      [ZFeedbackRequestForm, "reviewerName", 100],
      [ZFeedbackRequestForm, "message", 2000],
      [ZCreateAccessTokenForm, "name", 100],
      [ZSubmitSelfAssessmentInput, "selfReflection", 4000],
      [ZCreateScheduledActivityInput, "title", 200],
      [ZCreateScheduledActivityInput, "description", 2000],
    ];
    for (const [schema, path, limit] of fields) expect(maxLengthOf(schema, path)).toBe(limit);
  });

  it("refuses a field whose rule sets no limit", () => {
    expect(() => maxLengthOf(z.object({ note: z.string() }), "note")).toThrow(/no maximum length/);
    expect(() => maxLengthOf(ZCreateGoalInput, "missing")).toThrow(/no maximum length/);
  });
});

/** Every .tsx below src/, tests aside. */
function screens(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return screens(path);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path] : [];
  });
}

describe("text limits", () => {
  it("come from the schemas: no screen writes a number into maxLength", () => {
    const src = fileURLToPath(new URL("..", import.meta.url));
    const literals = screens(src).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/maxLength=\{?\s*["'\d]/g)].map(() => file.slice(src.length)),
    );
    expect(literals).toEqual([]);
  });
});
