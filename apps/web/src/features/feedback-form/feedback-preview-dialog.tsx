import type { FeedbackForm } from "@leadcoach/api/schemas";
import { Button, Card, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { FeedbackResponseCard } from "../../components/feedback-response-card";
import {
  answerDay,
  preview360Comments,
  previewNotes,
  previewResponse,
  type FeedbackAnswerValues,
} from "./feedback-answer";

interface FeedbackPreviewDialogProps {
  opened: boolean;
  onClose: () => void;
  form: FeedbackForm;
  values: FeedbackAnswerValues;
}

/**
 * 'Preview what they will see': the very card the requester's 'Received Feedback' list draws, or for a
 * 360 answer, which never gets a card, its words as the report's pooled lists show them.
 */
export function FeedbackPreviewDialog({ opened, onClose, form, values }: FeedbackPreviewDialogProps) {
  const response = previewResponse(values, form, answerDay(new Date()));
  const notes = previewNotes(form, response.isAnonymous);

  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close preview" }}
      opened={opened}
      onClose={onClose}
      title={`What ${form.requesterName} will see`}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">This is how your answer will appear to {form.requesterName}, as it stands now.</Text>
        {form.reviewItems !== null ? (
          <Review360Preview values={values} />
        ) : (
          <FeedbackResponseCard
            response={response}
            reviewerOverride={response.isAnonymous ? undefined : "Your name"}
            headingOrder={3}
          />
        )}
        <List
          size="sm"
          spacing={6}
          icon={<IconInfoCircle size={16} aria-hidden />}
          aria-label="Who sees what"
        >
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Back to the form
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The 360 report's comment lists with only this answer's words (the others' join them there). */
function Review360Preview({ values }: { values: FeedbackAnswerValues }) {
  const comments = preview360Comments(values);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="In the 360 report">
      <Stack gap="sm">
        {comments.length === 0 ? (
          <Text size="sm">No written comments: your ratings count only in the report&apos;s averages.</Text>
        ) : (
          comments.map((comment) => (
            <Stack key={comment.title} gap={4}>
              <Title order={3} size="h5">
                {comment.title}
              </Title>
              <List size="sm" aria-label={comment.title}>
                <List.Item>{comment.text}</List.Item>
              </List>
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
