import {
  MAX_PROGRAM_STEPS,
  MAX_PROGRAM_WEEKS,
  programStepKindLabels,
  programStepKinds,
  ZCreateProgramInput,
  type ProgramDetail,
  type ProgramStepKind,
} from "@leadcoach/api/schemas";
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import type { FormEventHandler, ReactNode } from "react";
import { maxLengthOf } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { skillSelectData } from "../goals/skill-options";
import { promptLabel, stepFields, stepKindHints } from "./program-display";

/** One step as the form holds it: `key` keeps a step's fields with it as steps move (the schema drops it). */
export type StepFormValues = {
  key: string;
  week: number;
  kind: ProgramStepKind;
  title: string;
  lessonId: number | null;
  skillId: number | null;
  prompt: string;
};

/**
 * The program as the form holds it, checked by `ZCreateProgramInput` (a new program, which drops the id)
 * or `ZUpdateProgramInput` (an edit of program `id`).
 */
export type ProgramFormValues = {
  id: number;
  name: string;
  description: string;
  lengthWeeks: number;
  isOpen: boolean;
  steps: StepFormValues[];
};

let stepKeys = 0;
function newStepKey(): string {
  stepKeys += 1;
  return `step-${stepKeys}`;
}

function emptyStep(week: number, kind: ProgramStepKind = "lesson"): StepFormValues {
  return { key: newStepKey(), week, kind, title: "", lessonId: null, skillId: null, prompt: "" };
}

/** A blank program: four weeks, starting with the skills assessment so progress has a baseline. */
export function blankProgram(): ProgramFormValues {
  return {
    id: 0,
    name: "",
    description: "",
    lengthWeeks: 4,
    isOpen: false,
    steps: [{ ...emptyStep(1, "assessment"), title: "Take the leadership skills assessment" }],
  };
}

/** A program's current version as the edit form starts from it. */
export function programFormValues(program: ProgramDetail): ProgramFormValues {
  return {
    id: program.id,
    name: program.name,
    description: program.description,
    lengthWeeks: program.lengthWeeks,
    isOpen: program.isOpen,
    steps: program.steps.map((step) => ({
      key: newStepKey(),
      week: step.week,
      kind: step.kind,
      title: step.title,
      lessonId: step.lessonId,
      skillId: step.skillId,
      prompt: step.prompt ?? "",
    })),
  };
}

const weekOptions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: `Week ${i + 1}` }));
const kindOptions = programStepKinds.map((kind) => ({ value: kind, label: programStepKindLabels[kind] }));
const idOf = (value: string | null) => (value === null ? null : Number(value));

interface ProgramFormProps<T> {
  form: UseFormReturnType<ProgramFormValues, T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Names the form for assistive technology. */
  label: string;
  /** Above the buttons: what saving does. */
  note?: ReactNode;
  /** Cancel, then the submit button. */
  actions: ReactNode;
}

/**
 * The program editor: name, description, length, whether people may join themselves, and the steps,
 * each placed in a week with the fields its kind needs. The server's schema holds every rule.
 */
export function ProgramForm<T>({ form, onSubmit, label, note, actions }: ProgramFormProps<T>) {
  const lessons = trpc.lessons.list.useQuery(undefined);
  const categories = trpc.skills.categories.useQuery();
  const lessonOptions = (lessons.data ?? []).map((lesson) => ({
    value: String(lesson.id),
    label: lesson.title,
  }));
  const skillOptions = skillSelectData(categories.data, lessons.data);
  const { steps, lengthWeeks } = form.values;
  const weeks = Math.max(1, Math.min(MAX_PROGRAM_WEEKS, lengthWeeks || 1));

  const changeKind = (index: number, kind: ProgramStepKind) => {
    const fields = stepFields(kind);
    const step = steps[index];
    if (!step) return;
    form.setFieldValue(`steps.${index}`, {
      ...step,
      kind,
      lessonId: fields.lesson ? step.lessonId : null,
      skillId: fields.skill ? step.skillId : null,
      prompt: fields.prompt ? step.prompt : "",
    });
  };

  // A long form: after a refused save, the focus goes to the first field the schema refused.
  const submit: FormEventHandler<HTMLFormElement> = (event) => {
    const element = event.currentTarget;
    onSubmit(event);
    setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          data-autofocus
          maxLength={maxLengthOf(ZCreateProgramInput, "name")}
          {...form.getInputProps("name")}
        />
        <Textarea
          label="Description"
          description="Who the program is for and what they will be able to do at the end."
          autosize
          minRows={2}
          maxLength={maxLengthOf(ZCreateProgramInput, "description")}
          {...form.getInputProps("description")}
        />
        <Group align="flex-start" gap="lg">
          <NumberInput
            label="Length in weeks"
            required
            min={1}
            max={MAX_PROGRAM_WEEKS}
            allowDecimal={false}
            w={160}
            {...form.getInputProps("lengthWeeks")}
            onChange={(value) => form.setFieldValue("lengthWeeks", typeof value === "number" ? value : 0)}
          />
          <Switch
            mt={30}
            label="Open to join"
            description="People can find the program and enrol themselves."
            {...form.getInputProps("isOpen", { type: "checkbox" })}
          />
        </Group>

        <Stack gap="sm">
          <Title order={3} size="h4" id="program-steps-heading">
            Steps
          </Title>
          <Text size="sm">
            Each step sits in a week and is done when the person does what it asks. Steps within a week keep
            the order shown.
          </Text>
          <Stack
            gap="sm"
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-labelledby="program-steps-heading"
          >
            {steps.map((step, index) => {
              const fields = stepFields(step.kind);
              const n = index + 1;
              return (
                <Paper key={step.key} component="li" withBorder p="sm" radius="md">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>Step {n}</Text>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={`Move step ${n} up`}
                          disabled={index === 0}
                          onClick={() => form.reorderListItem("steps", { from: index, to: index - 1 })}
                        >
                          <IconArrowUp size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={`Move step ${n} down`}
                          disabled={index === steps.length - 1}
                          onClick={() => form.reorderListItem("steps", { from: index, to: index + 1 })}
                        >
                          <IconArrowDown size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`Remove step ${n}`}
                          onClick={() => form.removeListItem("steps", index)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      <Select
                        label={`Step ${n} week`}
                        data={weekOptions(Math.max(weeks, step.week))}
                        allowDeselect={false}
                        value={String(step.week)}
                        onChange={(value) => form.setFieldValue(`steps.${index}.week`, Number(value ?? 1))}
                        error={form.errors[`steps.${index}.week`]}
                      />
                      <Select
                        label={`Step ${n} kind`}
                        data={kindOptions}
                        allowDeselect={false}
                        value={step.kind}
                        onChange={(value) => {
                          const kind = programStepKinds.find((k) => k === value);
                          if (kind) changeKind(index, kind);
                        }}
                      />
                      <TextInput
                        label={`Step ${n} title`}
                        required
                        maxLength={maxLengthOf(ZCreateProgramInput, "steps.0.title")}
                        {...form.getInputProps(`steps.${index}.title`)}
                      />
                    </SimpleGrid>
                    <Text size="xs">{stepKindHints[step.kind]}</Text>
                    {fields.lesson && (
                      <Select
                        label={`Step ${n} lesson`}
                        required
                        placeholder={lessons.isPending ? "Loading lessons..." : "Choose the lesson"}
                        data={lessonOptions}
                        searchable
                        nothingFoundMessage="No lesson has that title"
                        value={step.lessonId === null ? null : String(step.lessonId)}
                        onChange={(value) => form.setFieldValue(`steps.${index}.lessonId`, idOf(value))}
                        error={form.errors[`steps.${index}.lessonId`]}
                      />
                    )}
                    {fields.skill && (
                      <Select
                        label={`Step ${n} skill`}
                        description="Optional: the skill the step works on."
                        placeholder="Any skill"
                        data={skillOptions}
                        searchable
                        clearable
                        nothingFoundMessage="No skill has that name"
                        value={step.skillId === null ? null : String(step.skillId)}
                        onChange={(value) => form.setFieldValue(`steps.${index}.skillId`, idOf(value))}
                      />
                    )}
                    {fields.prompt && (
                      <Textarea
                        label={`Step ${n} ${promptLabel(step.kind).toLowerCase()}`}
                        required
                        autosize
                        minRows={2}
                        maxLength={maxLengthOf(ZCreateProgramInput, "steps.0.prompt")}
                        {...form.getInputProps(`steps.${index}.prompt`)}
                      />
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
          {typeof form.errors.steps === "string" && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {form.errors.steps}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem("steps", emptyStep(steps.at(-1)?.week ?? 1))}
            disabled={steps.length >= MAX_PROGRAM_STEPS}
            w="fit-content"
          >
            Add step
          </Button>
        </Stack>
        {note}
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
