import type { MyEnrolment, MyProgramStep } from "@leadcoach/api/schemas";
import { Accordion, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconConfetti } from "@tabler/icons-react";
import { BareList } from "../../components/bare-list";
import { ToneBadge } from "../../components/tone-badge";
import { programWeek } from "@leadcoach/api/days";
import { dueLabel, formatDay, formatShortDay, weekSpan } from "./program-dates";
import { programStepKindLabels } from "@leadcoach/api/schemas";
import { StepRow, type StepContext } from "./step-row";
import { ProgramAlignment } from "../goal-alignment/program-alignment";

interface EnrolmentViewProps {
  enrolment: MyEnrolment;
  today: string;
  timeZone: string | undefined;
  visibilityNote: string;
}

/** One program the person is in: where they are, this week's steps, what is next and the whole path. */
export function EnrolmentView({ enrolment, today, timeZone, visibilityNote }: EnrolmentViewProps) {
  const week = programWeek(enrolment.startDate, enrolment.lengthWeeks, today);
  const shownWeek = Math.max(week, 1);
  const steps = enrolment.steps;
  const doneCount = steps.filter((step) => step.completedAt !== null).length;
  const next = steps.find((step) => step.id === enrolment.nextStepId) ?? null;
  const thisWeek = steps.filter((step) => step.week === shownWeek);
  const openEarlier = steps.filter((step) => step.week < shownWeek && step.completedAt === null).length;
  const context: StepContext = { enrolmentId: enrolment.enrolmentId, today, timeZone, visibilityNote };
  const headingId = `program-${enrolment.enrolmentId}-heading`;
  const started = week > 0;
  const span = weekSpan(enrolment.startDate, shownWeek);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Group gap="sm" justify="space-between" align="flex-start">
            <Title order={2} size="h3" id={headingId} style={{ overflowWrap: "anywhere" }}>
              {enrolment.name}
            </Title>
            <ToneBadge color="indigo">
              {started
                ? `Week ${week} of ${enrolment.lengthWeeks}`
                : `Starts ${formatDay(enrolment.startDate)}`}
            </ToneBadge>
          </Group>
          {enrolment.description && <Text size="sm">{enrolment.description}</Text>}
          <Text size="sm">
            {started ? "Started" : "Starts"} {formatDay(enrolment.startDate)} · {enrolment.lengthWeeks}{" "}
            {enrolment.lengthWeeks === 1 ? "week" : "weeks"} · {doneCount} of {steps.length} steps done
          </Text>
          <Progress
            value={steps.length === 0 ? 0 : (doneCount / steps.length) * 100}
            aria-label={`${enrolment.name}: ${doneCount} of ${steps.length} steps done`}
          />
        </Stack>

        {next ? (
          <Text size="sm">
            <Text span fw={600} inherit>
              Next:
            </Text>{" "}
            {next.title} · {programStepKindLabels[next.kind]}, week {next.week} ·{" "}
            {dueLabel(next.dueDate, today)}
          </Text>
        ) : (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={28}
              radius="xl"
              variant="light"
              color="green"
              aria-hidden
              style={{ flex: "none" }}
            >
              <IconConfetti size={16} />
            </ThemeIcon>
            <Text size="sm">
              <Text span fw={600} inherit>
                Every step is done.
              </Text>{" "}
              Keep the habits going: revisit a reflection or set your next goal.
            </Text>
          </Group>
        )}

        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Title order={3} size="h4" id={`${headingId}-week`}>
              {started ? "This week" : "Your first week"}
            </Title>
            <Text size="sm">
              Week {shownWeek}: {formatShortDay(span.first)} – {formatShortDay(span.last)}
            </Text>
          </Group>
          {thisWeek.length === 0 ? (
            <Text size="sm">No steps this week. Use the time to practise what you learnt so far.</Text>
          ) : (
            <StepList steps={thisWeek} context={context} labelledBy={`${headingId}-week`} />
          )}
          {openEarlier > 0 && (
            <Text size="sm">
              {openEarlier === 1
                ? "1 step from an earlier week is still open: open its week in the whole path below to catch up."
                : `${openEarlier} steps from earlier weeks are still open: open their weeks in the whole path below to catch up.`}
            </Text>
          )}
        </Stack>

        <ProgramAlignment programId={enrolment.programId} />

        <PathByWeek
          enrolment={enrolment}
          currentWeek={week}
          context={context}
          headingId={`${headingId}-path`}
        />
      </Stack>
    </Paper>
  );
}

function StepList({
  steps,
  context,
  labelledBy,
}: {
  steps: readonly MyProgramStep[];
  context: StepContext;
  labelledBy?: string;
}) {
  return (
    <BareList gap="md" aria-labelledby={labelledBy}>
      {steps.map((step) => (
        <StepRow key={step.id} step={step} context={context} />
      ))}
    </BareList>
  );
}

/** Every week of the program, collapsed; each opens to its steps. */
function PathByWeek({
  enrolment,
  currentWeek,
  context,
  headingId,
}: {
  enrolment: MyEnrolment;
  currentWeek: number;
  context: StepContext;
  headingId: string;
}) {
  const weeks = Array.from({ length: enrolment.lengthWeeks }, (_, index) => index + 1);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id={headingId}>
        The whole path
      </Title>
      <Accordion multiple keepMounted={false} variant="contained" order={4}>
        {weeks.map((week) => {
          const steps = enrolment.steps.filter((step) => step.week === week);
          const done = steps.filter((step) => step.completedAt !== null).length;
          const span = weekSpan(enrolment.startDate, week);
          return (
            <Accordion.Item key={week} value={String(week)}>
              <Accordion.Control>
                <Group gap="xs" justify="space-between" wrap="wrap" pe="xs">
                  <Text fw={600} inherit>
                    Week {week}
                    {week === currentWeek ? " (this week)" : ""}
                  </Text>
                  <Text size="sm">
                    {formatShortDay(span.first)} – {formatShortDay(span.last)} ·{" "}
                    {steps.length === 0 ? "no steps" : `${done} of ${steps.length} done`}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {steps.length === 0 ? (
                  <Text size="sm">No steps this week.</Text>
                ) : (
                  <StepList steps={steps} context={context} />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
