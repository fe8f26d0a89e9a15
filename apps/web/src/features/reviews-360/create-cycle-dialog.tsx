import {
  DEFAULT_REVIEW_TARGET,
  MAX_REVIEW_TARGET,
  MIN_REVIEW_TARGET,
  REVIEW_CYCLE_MAX_DAYS,
  type ReviewCycleDetail,
  ZCreateReviewCycleInput,
} from "@leadcoach/api/schemas";
import { Alert, Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { createCycleFormSchema, emptyCreateCycleForm, localDay } from "./review-forms";

interface CreateCycleDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (cycle: ReviewCycleDetail) => void;
}

/** 'Start a 360 review': title, description, end date and how many reviewers to aim for. */
export function CreateCycleDialog({ opened, onClose, onCreated }: CreateCycleDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="Start a 360 review"
      size="lg"
    >
      {opened && <CreateCycleForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateCycleForm({ onClose, onCreated }: Omit<CreateCycleDialogProps, "opened">) {
  const [schema] = useState(() => createCycleFormSchema());
  const form = useSchemaForm(schema, emptyCreateCycleForm());
  const create = trpc.reviews360.create.useMutation({
    onSuccess: (cycle) => {
      showToast({ title: "360 review started", message: `Next: rate yourself for “${cycle.title}”.` });
      onCreated(cycle);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((input) => create.mutate(input))}
      noValidate
      aria-label="Start a 360 review"
    >
      <Stack gap="md">
        {create.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(create.error, "The 360 review could not be created.")}
          </Alert>
        )}
        <TextInput
          label="Title"
          withAsterisk
          maxLength={maxLengthOf(ZCreateReviewCycleInput, "title")}
          placeholder="e.g. H1 2027 leadership 360"
          data-autofocus
          {...form.getInputProps("title")}
        />
        <Textarea
          label="Description"
          description="Optional. What you want to learn; reviewers do not see it."
          autosize
          minRows={2}
          maxLength={maxLengthOf(ZCreateReviewCycleInput, "description")}
          {...form.getInputProps("description")}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="End date"
            description="Invitations can be sent until this day"
            withAsterisk
            min={localDay(1)}
            max={localDay(REVIEW_CYCLE_MAX_DAYS)}
            {...form.getInputProps("endDate")}
          />
          <NumberInput
            label="Target number of reviewers"
            description={`Default ${DEFAULT_REVIEW_TARGET}; results show from 3 answers`}
            min={MIN_REVIEW_TARGET}
            max={MAX_REVIEW_TARGET}
            allowDecimal={false}
            {...form.getInputProps("targetResponseCount")}
          />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Start review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
