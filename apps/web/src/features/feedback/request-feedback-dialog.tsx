import { FEEDBACK_LINK_DAYS } from "@leadcoach/api/schemas";
import { Text, Textarea, TextInput } from "@mantine/core";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { RelationshipSelect } from "../../components/relationship-select";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { emptyFeedbackRequestForm, missingRequiredFields, ZFeedbackRequestForm } from "./request-form";

interface RequestFeedbackDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Request Feedback': who to ask (e-mail, optional name), how they know you, and an optional note. */
export function RequestFeedbackDialog({ opened, onClose }: RequestFeedbackDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Request Feedback">
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {opened && <RequestFeedbackForm onClose={onClose} />}
    </AppDialog>
  );
}

function RequestFeedbackForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(ZFeedbackRequestForm, emptyFeedbackRequestForm());

  const create = trpc.feedback.createRequest.useMutation({
    onSuccess: () => {
      showToast({
        title: "Feedback Request Sent",
        message: "Your feedback request has been sent successfully.",
      });
      form.reset();
      onClose();
    },
    onError: toastOnError("Error", "Failed to send feedback request"),
  });

  const submit = form.onSubmit(
    (input) => create.mutate(input),
    (errors, values) => {
      if (missingRequiredFields(values, errors).length > 0) {
        showToast({
          title: "Missing Information",
          message: "Please fill in the required fields",
          variant: "destructive",
        });
      }
    },
  );

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      aria-label="Request feedback"
      submit={{ label: "Send Request", pending: create.isPending }}
    >
      <Text size="sm">
        We e-mail your reviewer a secure link to answer without an account. The link works once, for{" "}
        {FEEDBACK_LINK_DAYS} days.
      </Text>
      <TextInput
        label="Reviewer email"
        type="email"
        autoComplete="off"
        withAsterisk
        maxLength={maxLengthOf(ZFeedbackRequestForm, "reviewerEmail")}
        placeholder="name@company.com"
        data-autofocus
        {...form.getInputProps("reviewerEmail")}
      />
      <TextInput
        label="Reviewer name"
        description="Optional. Shown to you with their answer unless they answer anonymously."
        autoComplete="off"
        maxLength={maxLengthOf(ZFeedbackRequestForm, "reviewerName")}
        {...form.getInputProps("reviewerName")}
      />
      <RelationshipSelect
        label="Relationship"
        placeholder="How does this person know you?"
        {...form.getInputProps("relationship")}
      />
      <Textarea
        label="Message"
        description="Optional. A short note on what you would like feedback on."
        autosize
        minRows={3}
        maxLength={maxLengthOf(ZFeedbackRequestForm, "message")}
        {...form.getInputProps("message")}
      />
    </DialogForm>
  );
}
