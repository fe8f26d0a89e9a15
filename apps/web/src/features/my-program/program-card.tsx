import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ArrowLink } from "../../components/arrow-link";
import { Section } from "../../components/section";
import { trpc } from "../../lib/trpc";
import { useProgramTimeZone } from "./use-program-time-zone";
import { programWeek } from "@leadcoach/api/days";
import { dueLabel, formatDay, todayIn } from "./program-dates";
import { stepDestination } from "./step-links";

/**
 * The dashboard's 'My program' card: the person's newest program, the week they are in and the next
 * open step. Nothing shows until programs.mine answers, or when the person is in no program, so the
 * card never holds up the dashboard. It imports no value from the schemas: the dashboard's first load
 * runs no zod (the build checks it).
 */
export function ProgramDashboardCard() {
  const timeZone = useProgramTimeZone();
  const mine = trpc.programs.mine.useQuery();
  const enrolments = mine.data?.enrolments ?? [];
  const enrolment = enrolments[0];
  if (!enrolment) return null;

  const today = todayIn(timeZone);
  const week = programWeek(enrolment.startDate, enrolment.lengthWeeks, today);
  const done = enrolment.steps.filter((step) => step.completedAt !== null).length;
  const next = enrolment.steps.find((step) => step.id === enrolment.nextStepId) ?? null;
  const others = enrolments.length - 1;
  return (
    <Section id="my-program-card-heading" title="My program" gap="sm">
      <Stack gap={2}>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {enrolment.name}
        </Text>
        <Text size="sm">
          {week === 0
            ? `Starts ${formatDay(enrolment.startDate)}`
            : `Week ${week} of ${enrolment.lengthWeeks}`}{" "}
          · {done} of {enrolment.steps.length} steps done
        </Text>
      </Stack>
      {next ? (
        <Stack gap={2}>
          <Text size="sm">Next step:</Text>
          <Anchor component={Link} to={stepDestination(next)?.to ?? "/program"} fw={600}>
            {next.title}
          </Anchor>
          <Text size="xs">{dueLabel(next.dueDate, today)}</Text>
        </Stack>
      ) : (
        <Text size="sm">Every step is done. Well done.</Text>
      )}
      {others > 0 && (
        <Text size="sm">
          You are in {others} more {others === 1 ? "program" : "programs"}.
        </Text>
      )}
      <ArrowLink to="/program">Open my program</ArrowLink>
    </Section>
  );
}
