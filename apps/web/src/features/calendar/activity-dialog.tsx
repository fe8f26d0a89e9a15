import type { LessonSummary, ScheduledActivity } from "@leadcoach/api/schemas";
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import {
  activityFormFromActivity,
  moveStart,
  toActivityInput,
  validateActivityForm,
  type ActivityFormErrors,
  type ActivityFormValues,
} from "./activity-form";
import { activityTypeOptions } from "./schedule-display";

/** What the dialog is doing: scheduling a new activity, or editing one (Reschedule focuses the times). */
export type ActivityDialogMode =
  | { kind: "create"; initial: ActivityFormValues }
  | { kind: "edit"; activity: ScheduledActivity; focus: "details" | "time" };

interface ActivityDialogProps {
  mode: ActivityDialogMode | null;
  onClose: () => void;
  userId: number;
  lessons: LessonSummary[] | undefined;
}

export function ActivityDialog({ mode, onClose, userId, lessons }: ActivityDialogProps) {
  const title =
    mode?.kind === "create"
      ? "Schedule Activity"
      : mode?.focus === "time"
        ? "Reschedule Activity"
        : "Edit Activity";
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={mode !== null}
      onClose={onClose}
      title={title}
      size="lg"
    >
      {mode && <ActivityForm mode={mode} onClose={onClose} userId={userId} lessons={lessons} />}
    </Modal>
  );
}

const pickerProps = {
  valueFormat: "MMM D, YYYY h:mm A",
  clearable: false,
  timePickerProps: {
    format: "12h" as const,
    hoursInputLabel: "Hours",
    minutesInputLabel: "Minutes",
    amPmInputLabel: "AM or PM",
  },
  submitButtonProps: { "aria-label": "Confirm date and time" },
  popoverProps: { withinPortal: true },
};

function ActivityForm({
  mode,
  onClose,
  userId,
  lessons,
}: Omit<ActivityDialogProps, "mode"> & { mode: ActivityDialogMode }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<ActivityFormValues>(() =>
    mode.kind === "create" ? mode.initial : activityFormFromActivity(mode.activity),
  );
  const [errors, setErrors] = useState<ActivityFormErrors>({});

  const onSaved = (message: string) => {
    void utils.calendar.list.invalidate({ userId });
    void utils.dashboard.invalidate();
    showToast({ title: message });
    onClose();
  };
  const create = trpc.calendar.create.useMutation({ onSuccess: () => onSaved("Activity Scheduled") });
  const update = trpc.calendar.update.useMutation({
    onSuccess: () =>
      onSaved(mode.kind === "edit" && mode.focus === "time" ? "Activity Rescheduled" : "Activity Updated"),
  });
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  const setField = <K extends keyof ActivityFormValues>(field: K, value: ActivityFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateActivityForm(values);
    if (problems) {
      setErrors(problems);
      return;
    }
    const input = toActivityInput(values);
    if (mode.kind === "create") create.mutate(input);
    else update.mutate({ id: mode.activity.id, ...input });
  };

  const focusTime = mode.kind === "edit" && mode.focus === "time";
  const lessonOptions = (lessons ?? []).map((lesson) => ({ value: String(lesson.id), label: lesson.title }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(
              error,
              "Failed to save the activity.",
              "Failed to save the activity. Please try again.",
            )}
          </Alert>
        )}
        <Select
          label="Type"
          data={activityTypeOptions}
          value={values.type}
          allowDeselect={false}
          onChange={(value) => {
            const option = activityTypeOptions.find((o) => o.value === value);
            if (option) setField("type", option.value);
          }}
        />
        <TextInput
          label="Title"
          withAsterisk
          maxLength={200}
          data-autofocus={focusTime ? undefined : true}
          value={values.title}
          onChange={(event) => setField("title", event.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          value={values.description}
          onChange={(event) => setField("description", event.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <DateTimePicker
            {...pickerProps}
            label="Start"
            withAsterisk
            data-autofocus={focusTime ? true : undefined}
            value={values.start}
            onChange={(value) => {
              setValues((current) => moveStart(current, value));
              setErrors((current) => ({ ...current, start: undefined, end: undefined }));
            }}
            error={errors.start}
          />
          <DateTimePicker
            {...pickerProps}
            label="End"
            withAsterisk
            value={values.end}
            onChange={(value) => setField("end", value)}
            error={errors.end}
          />
        </Group>
        {values.type === "lesson" && (
          <Select
            label="Lesson"
            withAsterisk
            placeholder="Choose a lesson"
            data={lessonOptions}
            value={values.relatedId}
            onChange={(value) => setField("relatedId", value)}
            searchable
            nothingFoundMessage="No matching lesson"
            error={errors.relatedId}
          />
        )}
        <TextInput
          label="Meeting link"
          description="Optional: an https:// link that 'Join' opens"
          type="url"
          placeholder="https://"
          value={values.meetingUrl}
          onChange={(event) => setField("meetingUrl", event.currentTarget.value)}
          error={errors.meetingUrl}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : mode.kind === "create" ? "Schedule Activity" : "Save Changes"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
