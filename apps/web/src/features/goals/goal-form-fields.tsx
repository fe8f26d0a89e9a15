import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  type ComboboxData,
} from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { maxLengthOf } from "../../lib/form";
import { priorityOptions } from "./goal-display";
import { MAX_GOAL_MILESTONES, ZGoalForm } from "./goal-form";
import type { SkillOption, SkillOptionGroup } from "./skill-options";
import type { GoalForm } from "./use-goal-form";

interface GoalFormFieldsProps {
  form: GoalForm;
  /** Shown with a skill select and a milestone list (the create dialog); the edit dialog leaves them out. */
  skillOptions?: SkillOptionGroup[] | SkillOption[];
  withMilestones?: boolean;
  /** The milestones' 'completed by' choices (milestone-links.ts); without them, milestones are ticked by hand. */
  linkOptions?: SkillOptionGroup[];
  /** The shared goals the goal may be aligned to (`alignmentOptions`); without any, no 'Aligned to' field. */
  alignmentOptions?: ComboboxData;
  /** Under 'Aligned to': what admins see of it. */
  alignmentNote?: string;
}

/** The goal fields shared by the create and edit dialogs. */
export function GoalFormFields({
  form,
  skillOptions,
  withMilestones,
  linkOptions,
  alignmentOptions,
  alignmentNote,
}: GoalFormFieldsProps) {
  const milestones = form.values.milestones;

  return (
    <Stack gap="md">
      <TextInput
        label="Goal Title"
        withAsterisk
        maxLength={maxLengthOf(ZGoalForm, "title")}
        data-autofocus
        {...form.getInputProps("title")}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={maxLengthOf(ZGoalForm, "description")}
        {...form.getInputProps("description")}
      />
      <Group grow align="flex-start">
        <DateInput
          label="Target Date"
          placeholder="Pick a date"
          valueFormat="MMM D, YYYY"
          clearable
          {...form.getInputProps("targetDate")}
          popoverProps={{ withinPortal: true }}
        />
        <Select
          label="Priority"
          data={priorityOptions}
          allowDeselect={false}
          {...form.getInputProps("priority")}
        />
      </Group>
      {skillOptions && (
        <Select
          label="Skill"
          placeholder="Choose the skill this goal develops"
          data={skillOptions}
          searchable
          clearable
          nothingFoundMessage="No matching skill"
          {...form.getInputProps("skillId")}
        />
      )}
      {alignmentOptions && alignmentOptions.length > 0 && (
        <Select
          label="Aligned to"
          description={alignmentNote}
          placeholder="Not aligned"
          data={alignmentOptions}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("sharedGoalId")}
        />
      )}
      {withMilestones && (
        <Stack gap="xs">
          <Text size="sm" fw={500} id="goal-milestones-label">
            Milestones
          </Text>
          {milestones.map((_milestone, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                flex={2}
                aria-label={`Milestone ${index + 1}`}
                placeholder={`Milestone ${index + 1}`}
                maxLength={maxLengthOf(ZGoalForm, "milestones.0.description")}
                {...form.getInputProps(`milestones.${index}.description`)}
              />
              {linkOptions && (
                <Select
                  flex={1}
                  aria-label={`Milestone ${index + 1} completed by`}
                  placeholder="Ticked by hand"
                  data={linkOptions}
                  searchable
                  clearable
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`milestones.${index}.completes`)}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove milestone ${index + 1}`}
                onClick={() => form.removeListItem("milestones", index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.milestones && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {form.errors.milestones}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem("milestones", { description: "", completes: null })}
            disabled={milestones.length >= MAX_GOAL_MILESTONES}
            w="fit-content"
          >
            Add milestone
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
