import type { ReviewItem } from "@leadcoach/api/schemas";
import { useMemo } from "react";
import { useSchemaForm } from "../../lib/form";
import { emptyFeedbackAnswer, feedbackAnswerSchema } from "./feedback-answer";

/** The public form, checked by the server's submit rules (and, for a 360 invitation, its behaviours). */
export function useFeedbackAnswerForm(items: readonly ReviewItem[] | null) {
  const schema = useMemo(() => feedbackAnswerSchema(items), [items]);
  return useSchemaForm(schema, emptyFeedbackAnswer(items));
}

export type FeedbackAnswerForm = ReturnType<typeof useFeedbackAnswerForm>;
