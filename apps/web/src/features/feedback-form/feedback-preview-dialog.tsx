import type { FeedbackForm } from "@leadcoach/api/schemas";
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { FeedbackResponseCard } from "../../components/feedback-response-card";
import { answerDay, previewNotes, previewResponse, type FeedbackAnswerValues } from "./feedback-answer";

interface FeedbackPreviewDialogProps {
  opened: boolean;
  onClose: () => void;
  form: FeedbackForm;
  values: FeedbackAnswerValues;
}

/** 'Preview what they will see': the very card the requester's 'Received Feedback' list draws. */
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
        <FeedbackResponseCard
          response={response}
          reviewerOverride={response.isAnonymous ? undefined : "Your name"}
          headingOrder={3}
        />
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
