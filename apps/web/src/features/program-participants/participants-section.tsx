import {
  ALREADY_NUDGED,
  STALLED_BEHIND_WEEKS,
  STALLED_NO_STEP_DAYS,
  stalledReasonLabels,
  type Participant,
} from "@leadcoach/api/schemas";
import { Button, Stack, Switch, Table, Text } from "@mantine/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { ListTable } from "../../components/list-table";
import { ListSkeleton } from "../../components/loading";
import { PagedList } from "../../components/paged-list";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";
import { formatInstantDate } from "../../lib/format-date";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

const COLUMNS = [
  "Participant",
  "Started",
  "Steps done",
  "Due so far",
  "Total",
  "Last step",
  "Last active",
  "Status",
] as const;

/** Where the person stands, from what the server says: stalled (and why), done, not started or on track. */
function StatusBadge({ participant }: { participant: Participant }) {
  if (participant.stalledReason) {
    return <ToneBadge color="red">{stalledReasonLabels[participant.stalledReason]}</ToneBadge>;
  }
  if (participant.stepsTotal > 0 && participant.stepsDone === participant.stepsTotal) {
    return <ToneBadge color="teal">Completed</ToneBadge>;
  }
  if (participant.stepsDue === 0) return <ToneBadge color="gray">Not started</ToneBadge>;
  return <ToneBadge color="green">On track</ToneBadge>;
}

/** One 'your program is waiting' e-mail a week: after it (by anyone), the button says so. */
function NudgeButton({ programId, participant }: { programId: number; participant: Participant }) {
  const nudge = trpc.programs.nudge.useMutation({
    onSuccess: (result) =>
      showToast(
        result.sent
          ? {
              title: "Nudge sent",
              message: `${participant.name} gets a short e-mail with a link to their program.`,
            }
          : {
              title: ALREADY_NUDGED,
              message: `${participant.name} was nudged this week already; the next nudge can go from ${formatInstantDate(result.nextNudgeFrom, "UTC")}.`,
            },
      ),
    onError: toastOnError("The nudge could not be sent", "Please try again in a moment."),
  });
  if (participant.nudgedThisWeek || nudge.isSuccess) {
    return (
      <Button size="xs" variant="default" disabled>
        Nudged this week
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      loading={nudge.isPending}
      onClick={() => nudge.mutate({ programId, userId: participant.userId })}
      aria-label={`Nudge ${participant.name}`}
    >
      Nudge
    </Button>
  );
}

function dateOrNever(value: string | null): string {
  return value ? formatInstantDate(value) : "Never";
}

function ParticipantRows({ programId, participants }: { programId: number; participants: Participant[] }) {
  return (
    <ListTable minWidth={960} columns={COLUMNS} withActions verticalSpacing="sm">
      {participants.map((participant) => (
        <Table.Tr key={participant.userId}>
          <Table.Th scope="row" fw={500}>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {participant.name}
              </Text>
              <Text size="xs" c="dimmed">
                {participant.email}
              </Text>
            </Stack>
          </Table.Th>
          {/* A day ('YYYY-MM-DD'), shown as that day wherever the viewer is. */}
          <Table.Td>{formatInstantDate(participant.startDate, "UTC")}</Table.Td>
          <Table.Td>{participant.stepsDone}</Table.Td>
          <Table.Td>{participant.stepsDue}</Table.Td>
          <Table.Td>{participant.stepsTotal}</Table.Td>
          <Table.Td>{dateOrNever(participant.lastStepAt)}</Table.Td>
          <Table.Td>{dateOrNever(participant.lastActivityAt)}</Table.Td>
          <Table.Td>
            <StatusBadge participant={participant} />
          </Table.Td>
          <Table.Td>
            {participant.stalled && <NudgeButton programId={programId} participant={participant} />}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/**
 * A program's participants (admins): engagement only, by name, a page at a time; 'Stalled only' narrows
 * to who stalled, each with the reason and a 'Nudge' (one e-mail a week).
 */
export function ProgramParticipants({ programId }: { programId: number }) {
  const [stalledOnly, setStalledOnly] = useState(false);
  const pages = trpc.programs.participants.useInfiniteQuery(
    { programId, stalledOnly },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
  );
  return (
    <Section
      id="program-participants"
      title="Participants"
      description={
        `Engagement only: which steps are done and when, never answers or reflections. Someone has stalled ` +
        `when no step was done in ${STALLED_NO_STEP_DAYS} days while one is open, or a step is more than ` +
        `${STALLED_BEHIND_WEEKS} weeks overdue.`
      }
      aside={
        <Switch
          label="Stalled only"
          checked={stalledOnly}
          onChange={(event) => setStalledOnly(event.currentTarget.checked)}
        />
      }
    >
      <PagedList
        pages={pages}
        items={(page) => page.participants}
        errorTitle="The participants could not be loaded"
        loading={<ListSkeleton label="Loading participants" rows={5} height={44} />}
        empty={
          <Text>
            {stalledOnly
              ? "Nobody has stalled. Turn off 'Stalled only' to see everyone enrolled."
              : "Nobody is enrolled yet. Enrol people or groups to see how they get on."}
          </Text>
        }
      >
        {(participants) => <ParticipantRows programId={programId} participants={participants} />}
      </PagedList>
    </Section>
  );
}
