import type { Group } from "@leadcoach/api/schemas";
import { Checkbox, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { DateTimeField } from "../../components/date-time-field";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { GroupSelect } from "../groups/group-select";
import { blankCampaign, ZCampaignForm } from "./campaign-form";

/** 'New campaign': a name, a program or a group, and the two dates; creating opens everyone's 360. */
export function NewCampaignDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="New 360 campaign">
      {opened && <NewCampaignForm onClose={onClose} />}
    </AppDialog>
  );
}

function NewCampaignForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(ZCampaignForm, blankCampaign());
  const [group, setGroup] = useState<Group | null>(null);
  const programs = trpc.programs.list.useQuery();
  const create = trpc.reviewCampaigns.create.useMutation({
    onSuccess: ({ campaign, opened }) => {
      showToast({
        title: "Campaign started",
        message: `${campaign.name}: ${opened} ${opened === 1 ? "360 review" : "360 reviews"} opened.`,
      });
      onClose();
    },
  });
  const programOptions = (programs.data ?? [])
    .filter((p) => !p.archived)
    .map((p) => ({ value: String(p.id), label: `${p.name} (${p.enrolledCount} enrolled)` }));
  return (
    <DialogForm
      onSubmit={form.onSubmit((input) => create.mutate(input))}
      onCancel={onClose}
      submit={{ label: "Start campaign", pending: create.isPending }}
    >
      <MutationErrorAlert error={create.error} fallback="The campaign could not be started." />
      <Text size="sm">
        Everyone in the program or group gets their own 360 review: they nominate 3 to 12 reviewers before the
        deadline, and see their results on the release date, never before. You see counts only.
      </Text>
      <TextInput
        label="Name"
        withAsterisk
        placeholder="e.g. Spring 2027 new-manager 360"
        data-autofocus
        maxLength={maxLengthOf(ZCampaignForm, "name")}
        {...form.getInputProps("name")}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="campaign-audience-label">
          For
        </Text>
        <SegmentedControl
          aria-labelledby="campaign-audience-label"
          data={[
            { value: "group", label: "A group" },
            { value: "program", label: "A program" },
          ]}
          value={form.values.audience}
          onChange={(value) => form.setFieldValue("audience", value)}
        />
      </Stack>
      {form.values.audience === "group" ? (
        <GroupSelect
          label="Group"
          placeholder="Type a group's name"
          value={group}
          onChange={(chosen) => {
            setGroup(chosen);
            form.setFieldValue("groupId", chosen?.id ?? null);
          }}
          error={typeof form.errors.groupId === "string" ? form.errors.groupId : null}
        />
      ) : (
        <Select
          label="Program"
          withAsterisk
          placeholder={programs.isLoading ? "Loading programs..." : "Choose a program"}
          data={programOptions}
          searchable
          nothingFoundMessage="No program has that name"
          {...form.getInputProps("programId")}
        />
      )}
      <DateTimeField
        withAsterisk
        label="Nomination deadline"
        description="Each person nominates their reviewers before then."
        {...form.getInputProps("nominationDeadline")}
      />
      <DateTimeField
        withAsterisk
        label="Release date"
        description="Results appear then (with 3 answers at least), not before."
        {...form.getInputProps("releaseAt")}
      />
      <Checkbox
        label="Manager approves reviewer lists"
        description="Someone who shares their progress with a manager sends their list to that manager, who approves it or sends it back with a note; nobody is invited before. People without a manager on the product invite at once."
        {...form.getInputProps("managerApproval", { type: "checkbox" })}
      />
    </DialogForm>
  );
}
