import { ZCreateFeedbackRequestInput, type FeedbackRelationship } from "@leadcoach/api/schemas";
import type { FormErrors } from "@mantine/form";

/** The 'Request Feedback' dialog as the browser holds it; the select starts empty. */
export type FeedbackRequestFormValues = {
  reviewerEmail: string;
  reviewerName: string;
  relationship: FeedbackRelationship | null;
  message: string;
};

/** The dialog is checked by the server's own rules. */
export const ZFeedbackRequestForm = ZCreateFeedbackRequestInput;

export function emptyFeedbackRequestForm(): FeedbackRequestFormValues {
  return { reviewerEmail: "", reviewerName: "", relationship: null, message: "" };
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/**
 * The fields the schema refuses because they were left empty (the required ones), as opposed to
 * filled in wrongly: these earn the 'Missing Information' toast.
 */
export function missingRequiredFields(
  values: FeedbackRequestFormValues,
  errors: FormErrors,
): (keyof FeedbackRequestFormValues)[] {
  return (Object.keys(values) as (keyof FeedbackRequestFormValues)[]).filter(
    (field) => errors[field] !== undefined && isBlank(values[field]),
  );
}
