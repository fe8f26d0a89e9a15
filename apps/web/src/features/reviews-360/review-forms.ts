import {
  reviewEndDateProblem,
  ZCreateReviewCycleInput,
  ZInviteReviewersInput,
  ZReviewItemRating,
  ZSubmitSelfAssessmentInput,
  DEFAULT_REVIEW_TARGET,
  type FeedbackRelationship,
  type NominatedReviewer,
  type ReviewInstrumentItem,
} from "@leadcoach/api/schemas";
import { z } from "zod";

// ---- Create a cycle

export type CreateCycleFormValues = {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' from the date field ('' while empty). */
  endDate: string;
  targetResponseCount: number | string;
};

/**
 * The create dialog: the server's rules (ZCreateReviewCycleInput), with the end date checked against
 * today by the same rule the server applies with its clock.
 */
export function createCycleFormSchema(now: () => Date = () => new Date()) {
  return ZCreateReviewCycleInput.extend({
    endDate: ZCreateReviewCycleInput.shape.endDate.superRefine((value, ctx) => {
      const problem = reviewEndDateProblem(value, now());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    targetResponseCount: z
      .union([z.number(), z.string()])
      .transform((v): number | undefined => (v === "" ? undefined : Number(v)))
      .pipe(ZCreateReviewCycleInput.shape.targetResponseCount),
  });
}

/** 'YYYY-MM-DD' of a local day `days` from now (the date field's min and max). */
export function localDay(days: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function emptyCreateCycleForm(): CreateCycleFormValues {
  return { title: "", description: "", endDate: "", targetResponseCount: DEFAULT_REVIEW_TARGET };
}

// ---- Self-assessment

export type SelfAssessmentFormValues = {
  /** Each item's radio value ('1'..'5'), null until chosen. */
  ratings: Record<string, string | null>;
  overallSelfRating: string | null;
  selfReflection: string;
};

const radioChoice = z
  .string()
  .nullable()
  .transform((v) => (v === null ? undefined : Number(v)))
  .pipe(ZReviewItemRating);

/** The self-assessment: every item of the instrument, rated with the server's rating rule. */
export function selfAssessmentFormSchema(items: readonly ReviewInstrumentItem[]) {
  return z.object({
    ratings: z.object(Object.fromEntries(items.map((item) => [item.skillKey, radioChoice]))),
    overallSelfRating: z
      .string()
      .nullable()
      .transform((v): number | null | undefined => (v ? Number(v) : null))
      .pipe(ZSubmitSelfAssessmentInput.shape.overallSelfRating),
    selfReflection: ZSubmitSelfAssessmentInput.shape.selfReflection,
  });
}

export function emptySelfAssessmentForm(items: readonly ReviewInstrumentItem[]): SelfAssessmentFormValues {
  return {
    ratings: Object.fromEntries(items.map((item) => [item.skillKey, null])),
    overallSelfRating: null,
    selfReflection: "",
  };
}

/** The first item left unrated, in the instrument's order (to move the focus there). */
export function firstUnratedItem(
  items: readonly ReviewInstrumentItem[],
  errors: Record<string, unknown>,
): ReviewInstrumentItem | undefined {
  return items.find((item) => errors[`ratings.${item.skillKey}`] !== undefined);
}

// ---- Invitations

export type InviteeRow = {
  reviewerEmail: string;
  reviewerName: string;
  relationship: FeedbackRelationship | null;
};
export type InviteFormValues = { reviewers: InviteeRow[]; message: string };

/** The invite form: the server's rules without the cycle id, which the screen adds. */
export const ZInviteForm = ZInviteReviewersInput.omit({ cycleId: true });

export function emptyInviteeRow(): InviteeRow {
  return { reviewerEmail: "", reviewerName: "", relationship: null };
}

/** Enough rows to reach the target, at least one, at most `max`. */
export function emptyInviteForm(rows: number): InviteFormValues {
  return { reviewers: Array.from({ length: Math.max(1, rows) }, emptyInviteeRow), message: "" };
}

/** A reviewer list that came back (a campaign's approval step), as the form's rows to change and resend. */
export function inviteFormOf(list: {
  reviewers: readonly NominatedReviewer[];
  message: string | null;
}): InviteFormValues {
  return {
    reviewers: list.reviewers.map((r) => ({
      reviewerEmail: r.reviewerEmail,
      reviewerName: r.reviewerName ?? "",
      relationship: r.relationship,
    })),
    message: list.message ?? "",
  };
}
