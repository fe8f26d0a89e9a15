import { ActionIcon, Button, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { priorityOptions } from "./goal-display";
import { MAX_GOAL_MILESTONES, type GoalFormErrors, type GoalFormValues } from "./goal-form";
import type { SkillOption, SkillOptionGroup } from "./skill-options";

interface GoalFormFieldsProps {
  values: GoalFormValues;
  errors: GoalFormErrors;
  onChange: <K extends keyof GoalFormValues>(field: K, value: GoalFormValues[K]) => void;
  /** Shown with a skill select and a milestone list (the create dialog); the edit dialog leaves them out. */
  skillOptions?: SkillOptionGroup[] | SkillOption[];
  withMilestones?: boolean;
}

/** The goal fields shared by the create and edit dialogs. */
export function GoalFormFields({
  values,
  errors,
  onChange,
  skillOptions,
  withMilestones,
}: GoalFormFieldsProps) {
  const setMilestone = (index: number, text: string) =>
    onChange(
      "milestones",
      values.milestones.map((m, i) => (i === index ? text : m)),
    );

  return (
    <Stack gap="md">
      <TextInput
        label="Goal Title"
        withAsterisk
        maxLength={200}
        data-autofocus
        value={values.title}
        onChange={(event) => onChange("title", event.currentTarget.value)}
        error={errors.title}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={2000}
        value={values.description}
        onChange={(event) => onChange("description", event.currentTarget.value)}
        error={errors.description}
      />
      <Group grow align="flex-start">
        <DateInput
          label="Target Date"
          placeholder="Pick a date"
          valueFormat="MMM D, YYYY"
          clearable
          value={values.targetDate}
          onChange={(value) => onChange("targetDate", value)}
          error={errors.targetDate}
          popoverProps={{ withinPortal: true }}
        />
        <Select
          label="Priority"
          data={priorityOptions}
          value={values.priority}
          allowDeselect={false}
          onChange={(value) => onChange("priority", value === "high" || value === "low" ? value : "medium")}
          error={errors.priority}
        />
      </Group>
      {skillOptions && (
        <Select
          label="Skill"
          placeholder="Choose the skill this goal develops"
          data={skillOptions}
          value={values.skillId}
          onChange={(value) => onChange("skillId", value)}
          searchable
          clearable
          nothingFoundMessage="No matching skill"
          error={errors.skillId}
        />
      )}
      {withMilestones && (
        <Stack gap="xs">
          <Text size="sm" fw={500} id="goal-milestones-label">
            Milestones
          </Text>
          {values.milestones.map((milestone, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                flex={1}
                aria-label={`Milestone ${index + 1}`}
                placeholder={`Milestone ${index + 1}`}
                maxLength={200}
                value={milestone}
                onChange={(event) => setMilestone(index, event.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove milestone ${index + 1}`}
                onClick={() =>
                  onChange(
                    "milestones",
                    values.milestones.filter((_, i) => i !== index),
                  )
                }
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.milestones && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {errors.milestones}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange("milestones", [...values.milestones, ""])}
            disabled={values.milestones.length >= MAX_GOAL_MILESTONES}
            w="fit-content"
          >
            Add milestone
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
