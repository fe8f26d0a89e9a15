import {
  DEFAULT_REVIEW_TARGET,
  MAX_REVIEW_TARGET,
  MIN_REVIEW_TARGET,
  REVIEW_CYCLE_MAX_DAYS,
  type ReviewCycleDetail,
  ZCreateReviewCycleInput,
} from "@leadcoach/api/schemas";
import { Group, NumberInput, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
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
    <AppDialog opened={opened} onClose={onClose} title="Start a 360 review">
      {opened && <CreateCycleForm onClose={onClose} onCreated={onCreated} />}
    </AppDialog>
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
    <DialogForm
      onSubmit={form.onSubmit((input) => create.mutate(input))}
      onCancel={onClose}
      aria-label="Start a 360 review"
      submit={{ label: "Start review", pending: create.isPending }}
    >
      <MutationErrorAlert error={create.error} fallback="The 360 review could not be created." />
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
    </DialogForm>
  );
}
