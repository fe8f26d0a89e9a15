import { ZReflectInput, type MyProgramStep } from "@leadcoach/api/schemas";
import { Anchor, Button, Group, Stack, Text, Textarea, ThemeIcon } from "@mantine/core";
import { IconCheck, IconCircleDashed, IconLock, IconTarget } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { MutationErrorAlert } from "../../components/error-alert";
import { SubmitButton } from "../../components/form-dialog";
import { formatInstantDate } from "../../lib/format-date";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { dueLabel } from "./program-dates";
import { programStepKindLabels } from "@leadcoach/api/schemas";
import { stepDestination } from "./step-links";

export interface StepContext {
  enrolmentId: number;
  /** Today in the person's time zone (YYYY-MM-DD). */
  today: string;
  timeZone: string | undefined;
  /** What the program's admins see, shown beside the private answers. */
  visibilityNote: string;
}

/** One step of the path: what it is, when it is due or when it was done, and where it gets done. */
export function StepRow({ step, context }: { step: MyProgramStep; context: StepContext }) {
  const titleId = useId();
  const done = step.completedAt !== null;
  const destination = stepDestination(step);
  return (
    <Stack gap="xs" component="li" aria-labelledby={titleId} data-step-id={step.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 16rem", minWidth: 0 }}>
          <ThemeIcon
            size={28}
            radius="xl"
            variant="light"
            color={done ? "green" : "gray"}
            aria-hidden
            style={{ flex: "none" }}
          >
            {done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} id={titleId} style={{ overflowWrap: "anywhere" }}>
              {step.title}
            </Text>
            <Text size="sm">
              {programStepKindLabels[step.kind]} ·{" "}
              {done && step.completedAt ? (
                <span>Done {formatInstantDate(step.completedAt, context.timeZone)}</span>
              ) : (
                <time dateTime={step.dueDate}>{dueLabel(step.dueDate, context.today)}</time>
              )}
            </Text>
          </Stack>
        </Group>
        {destination && (
          <Button
            component={Link}
            to={destination.to}
            size="xs"
            variant={done ? "subtle" : "default"}
            aria-describedby={titleId}
          >
            {destination.label}
          </Button>
        )}
      </Group>
      {step.kind === "reflection" && <ReflectionForm step={step} context={context} />}
      {step.kind === "goal" && <GoalStepAction step={step} context={context} titleId={titleId} />}
    </Stack>
  );
}

const ZReflectionForm = ZReflectInput.pick({ reflection: true });
const REFLECTION_MAX_LENGTH = maxLengthOf(ZReflectInput, "reflection");

/** A reflection's private answer: written here, saved with programs.reflect, editable later. */
function ReflectionForm({ step, context }: { step: MyProgramStep; context: StepContext }) {
  const form = useSchemaForm(ZReflectionForm, { reflection: step.reflection ?? "" });
  const reflect = trpc.programs.reflect.useMutation({
    onSuccess: () => showToast({ title: "Reflection saved", message: "Only you can read it." }),
  });
  const saved = step.reflection !== null && form.values.reflection.trim() === step.reflection;
  return (
    <form
      noValidate
      aria-label={`Reflection: ${step.title}`}
      onSubmit={form.onSubmit((values) =>
        reflect.mutate({ enrolmentId: context.enrolmentId, stepId: step.id, reflection: values.reflection }),
      )}
      style={{ paddingInlineStart: "calc(28px + var(--mantine-spacing-sm))" }}
    >
      <Stack gap="xs">
        <MutationErrorAlert
          error={reflect.error}
          fallback="Your reflection could not be saved. Please try again."
        />
        <Textarea
          label={step.prompt ?? step.title}
          description={
            <>
              <IconLock size={12} aria-hidden style={{ verticalAlign: "-1px" }} /> {context.visibilityNote}
            </>
          }
          autosize
          minRows={3}
          maxRows={12}
          maxLength={REFLECTION_MAX_LENGTH}
          {...form.getInputProps("reflection")}
        />
        <Group gap="sm">
          <SubmitButton pending={reflect.isPending} pendingLabel="Saving..." disabled={saved} size="sm">
            {saved ? "Saved" : step.reflection === null ? "Save reflection" : "Save changes"}
          </SubmitButton>
          <Text size="sm" role="status">
            {saved && step.completedAt
              ? `Saved ${formatInstantDate(step.completedAt, context.timeZone)}`
              : ""}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/** A goal step: makes the goal once (programs.createGoal), then points to it on /goals. */
function GoalStepAction({
  step,
  context,
  titleId,
}: {
  step: MyProgramStep;
  context: StepContext;
  titleId: string;
}) {
  const create = trpc.programs.createGoal.useMutation({
    onSuccess: () => showToast({ title: "Goal created", message: "Find it under Goals." }),
    onError: toastOnError("The goal could not be created", "Please try again."),
  });
  const made = step.goalId !== null || create.isSuccess;
  return (
    <Stack gap="xs" style={{ paddingInlineStart: "calc(28px + var(--mantine-spacing-sm))" }}>
      {step.prompt && <Text size="sm">Goal: {step.prompt}</Text>}
      <Group gap="sm">
        <Button
          size="sm"
          variant={made ? "default" : "filled"}
          disabled={made}
          loading={create.isPending}
          leftSection={made ? <IconCheck size={16} aria-hidden /> : <IconTarget size={16} aria-hidden />}
          aria-describedby={titleId}
          onClick={() => create.mutate({ enrolmentId: context.enrolmentId, stepId: step.id })}
        >
          {made ? "Goal created" : "Create this goal"}
        </Button>
        {made && (
          <Anchor component={Link} to="/goals" size="sm" fw={600}>
            Open Goals
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
