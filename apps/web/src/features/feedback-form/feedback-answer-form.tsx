import { feedbackRatingOptions, ZSubmitFeedbackInput, type FeedbackForm } from "@leadcoach/api/schemas";
import { Button, Checkbox, Group, Radio, Stack, Textarea } from "@mantine/core";
import { IconEye, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { writtenAnswerParts, type WrittenAnswerField } from "../../components/feedback-response-display";
import { maxLengthOf } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { BehaviourRatings } from "./behaviour-ratings";
import { answerFailureToast } from "./feedback-answer";
import { FeedbackPreviewDialog } from "./feedback-preview-dialog";
import { useFeedbackAnswerForm } from "./use-feedback-answer-form";

/** What the form asks under each written part's label, and the room it gives the answer. */
const writtenPrompts: Record<WrittenAnswerField, { question?: string; rows: number }> = {
  strengths: { question: "What does this person do well?", rows: 3 },
  areasForImprovement: { question: "What could they do differently, or more of?", rows: 3 },
  additionalComments: { rows: 2 },
};

interface FeedbackAnswerFormProps {
  token: string;
  form: FeedbackForm;
  onSubmitted: () => void;
}

/** The reviewer's answer: overall rating, 360 behaviours when invited to a 360, words, anonymity. */
export function FeedbackAnswerForm({ token, form: request, onSubmitted }: FeedbackAnswerFormProps) {
  const form = useFeedbackAnswerForm(request.reviewItems);
  const [previewOpen, setPreviewOpen] = useState(false);

  const submit = trpc.feedback.submit.useMutation({
    onSuccess: () => {
      showToast({ title: "Feedback Submitted", message: "Thank you for your valuable feedback!" });
      onSubmitted();
    },
    // Nothing is logged here: the link's token is the reviewer's credential.
    onError: toastOnError("Submission Failed", "Failed to submit feedback"),
  });

  const handleSubmit = form.onSubmit(
    (answer) => submit.mutate({ token, ...answer }),
    (errors, values) => showToast(answerFailureToast(errors, values, request.reviewItems)),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Your feedback">
      <Stack gap="xl">
        <Radio.Group
          label="Overall rating"
          description={`How well does ${request.requesterName} lead, overall?`}
          withAsterisk
          {...form.getInputProps("overallRating")}
          name="overallRating"
        >
          <Stack gap="sm" mt="xs">
            {feedbackRatingOptions.map((option) => (
              <Radio
                key={option.value}
                value={String(option.value)}
                label={`${option.value} – ${option.label}`}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>

        {request.reviewItems && <BehaviourRatings form={form} items={request.reviewItems} />}

        {writtenAnswerParts.map(({ field, label }) => (
          <Textarea
            key={field}
            label={label}
            description={writtenPrompts[field].question}
            autosize
            minRows={writtenPrompts[field].rows}
            maxLength={maxLengthOf(ZSubmitFeedbackInput, field)}
            {...form.getInputProps(field)}
          />
        ))}
        <Checkbox
          label="Submit this feedback anonymously (recommended)"
          description="Your name and e-mail address are then never shown with your answer."
          {...form.getInputProps("isAnonymous", { type: "checkbox" })}
        />

        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconEye size={18} aria-hidden />}
            onClick={() => setPreviewOpen(true)}
          >
            Preview what they will see
          </Button>
          <Button type="submit" loading={submit.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            Submit Feedback
          </Button>
        </Group>
      </Stack>

      <FeedbackPreviewDialog
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        form={request}
        values={form.values}
      />
    </form>
  );
}
