import {
  PAST_START_MESSAGE,
  startsInPast,
  type CreateScheduledActivityInput,
  type LessonSummary,
  type ScheduledActivity,
  ZCreateScheduledActivityInput,
} from "@leadcoach/api/schemas";
import { Group, Select, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { DateTimeField } from "../../components/date-time-field";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, ConfirmDialog, DialogForm } from "../../components/form-dialog";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { activityFormFromActivity, moveStart, ZActivityForm, type ActivityFormValues } from "./activity-form";
import { activityTypeOptions } from "./schedule-display";

/** What the dialog is doing: scheduling a new activity, or editing one (Reschedule focuses the times). */
export type ActivityDialogMode =
  | { kind: "create"; initial: ActivityFormValues }
  | { kind: "edit"; activity: ScheduledActivity; focus: "details" | "time" };

interface ActivityDialogProps {
  mode: ActivityDialogMode | null;
  onClose: () => void;
  lessons: LessonSummary[] | undefined;
}

export function ActivityDialog({ mode, onClose, lessons }: ActivityDialogProps) {
  const title =
    mode?.kind === "create"
      ? "Schedule Activity"
      : mode?.focus === "time"
        ? "Reschedule Activity"
        : "Edit Activity";
  return (
    <AppDialog opened={mode !== null} onClose={onClose} title={title}>
      {mode && <ActivityForm mode={mode} onClose={onClose} lessons={lessons} />}
    </AppDialog>
  );
}

function ActivityForm({
  mode,
  onClose,
  lessons,
}: Omit<ActivityDialogProps, "mode"> & { mode: ActivityDialogMode }) {
  const form = useSchemaForm(
    ZActivityForm,
    mode.kind === "create" ? mode.initial : activityFormFromActivity(mode.activity),
  );

  const onSaved = (message: string) => {
    showToast({ title: message });
    onClose();
  };
  const create = trpc.calendar.create.useMutation({ onSuccess: () => onSaved("Activity Scheduled") });
  const update = trpc.calendar.update.useMutation({
    onSuccess: () =>
      onSaved(mode.kind === "edit" && mode.focus === "time" ? "Activity Rescheduled" : "Activity Updated"),
  });
  const pending = create.isPending || update.isPending;
  const sendError = create.error ?? update.error;
  // The server's refusal of a past start (the clocks disagreed) is answered by the question, not an error.
  const error = sendError?.message === PAST_START_MESSAGE ? null : sendError;
  /** What waits for "Schedule it anyway?": set when the start is in the past. */
  const [pastInput, setPastInput] = useState<ActivityInput | null>(null);

  const send = (input: ActivityInput, allowPast: boolean) => {
    const onError = (failure: { message: string }) => {
      if (failure.message === PAST_START_MESSAGE && !allowPast) setPastInput(input);
    };
    if (mode.kind === "create") create.mutate({ ...input, allowPast }, { onError });
    else update.mutate({ id: mode.activity.id, ...input, allowPast }, { onError });
  };

  const submit = form.onSubmit((input) => {
    const startMoved =
      mode.kind === "create" || Date.parse(input.startTime) !== Date.parse(mode.activity.startTime);
    if (startMoved && startsInPast(input.startTime, new Date())) setPastInput(input);
    else send(input, false);
  });

  const focusTime = mode.kind === "edit" && mode.focus === "time";
  const lessonOptions = (lessons ?? []).map((lesson) => ({ value: String(lesson.id), label: lesson.title }));

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submit={{
        label: mode.kind === "create" ? "Schedule Activity" : "Save Changes",
        pending,
        pendingLabel: "Saving...",
      }}
    >
      <MutationErrorAlert
        error={error}
        fallback="Failed to save the activity."
        networkFallback="Failed to save the activity. Please try again."
      />
      <Select label="Type" data={activityTypeOptions} allowDeselect={false} {...form.getInputProps("type")} />
      <TextInput
        label="Title"
        withAsterisk
        maxLength={maxLengthOf(ZCreateScheduledActivityInput, "title")}
        data-autofocus={focusTime ? undefined : true}
        {...form.getInputProps("title")}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={maxLengthOf(ZCreateScheduledActivityInput, "description")}
        {...form.getInputProps("description")}
      />
      <Group grow align="flex-start">
        <DateTimeField
          label="Start"
          withAsterisk
          data-autofocus={focusTime ? true : undefined}
          {...form.getInputProps("startTime")}
          onChange={(value) => {
            form.setValues((current) => moveStart(current as ActivityFormValues, value));
            form.clearFieldError("startTime");
            form.clearFieldError("endTime");
          }}
        />
        <DateTimeField label="End" withAsterisk {...form.getInputProps("endTime")} />
      </Group>
      {form.values.type === "lesson" && (
        <Select
          label="Lesson"
          withAsterisk
          placeholder="Choose a lesson"
          data={lessonOptions}
          searchable
          nothingFoundMessage="No matching lesson"
          {...form.getInputProps("relatedId")}
        />
      )}
      <TextInput
        label="Meeting link"
        description="Optional: an https:// link that 'Join' opens"
        type="url"
        placeholder="https://"
        {...form.getInputProps("meetingUrl")}
      />
      {/* "This activity starts in the past. Schedule it anyway?": a past start is kept only when confirmed. */}
      <ConfirmDialog
        opened={pastInput !== null}
        onClose={() => setPastInput(null)}
        title="Start in the past?"
        message={PAST_START_MESSAGE}
        cancelLabel="Go back"
        confirmLabel="Schedule anyway"
        pending={false}
        onConfirm={() => {
          if (pastInput) send(pastInput, true);
          setPastInput(null);
        }}
        zIndex={310}
      />
    </DialogForm>
  );
}

type ActivityInput = Omit<CreateScheduledActivityInput, "allowPast"> & { startTime: string };
