import type { FollowedPerson } from "@leadcoach/api/schemas";
import { Anchor, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { BareList } from "../../components/bare-list";
import { EmptyState } from "../../components/empty-state";
import { StackSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";
import { trpc } from "../../lib/trpc";
import { statusColors, statusLabel } from "../goals/goal-display";
import { FollowedAlignment } from "../goal-alignment/followed-alignment";

function weekLabel(week: number, length: number): string {
  return week === 0 ? "Starts soon" : `Week ${week} of ${length}`;
}

function PersonCard({ person }: { person: FollowedPerson }) {
  const headingId = `followed-${person.userId}-heading`;
  return (
    <Section
      id={headingId}
      title={person.name}
      description={`Sharing with you since ${new Date(person.sharedSince).toLocaleDateString()}`}
    >
      {person.programs.length === 0 ? (
        <Text size="sm">Not in a program right now.</Text>
      ) : (
        <BareList gap="sm" aria-label={`${person.name}'s programs`}>
          {person.programs.map((program) => {
            const percent =
              program.stepsTotal === 0 ? 0 : Math.round((program.stepsDone / program.stepsTotal) * 100);
            return (
              <Paper key={program.enrolmentId} component="li" withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {program.name}
                    </Text>
                    <Text size="sm">{weekLabel(program.currentWeek, program.lengthWeeks)}</Text>
                  </Group>
                  <Progress
                    value={percent}
                    aria-label={`${program.name}: ${program.stepsDone} of ${program.stepsTotal} steps done`}
                  />
                  <Text size="sm">
                    {program.stepsDone} of {program.stepsTotal} steps done
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </BareList>
      )}
      {person.goals.length > 0 && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Shared goals
          </Text>
          <BareList gap="xs" aria-label={`${person.name}'s shared goals`}>
            {person.goals.map((goal) => (
              <Group key={goal.id} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" style={{ flex: "1 1 12rem", overflowWrap: "anywhere" }}>
                  {goal.title}
                </Text>
                <ToneBadge color={statusColors[goal.status]}>{statusLabel(goal.status)}</ToneBadge>
                <Text size="sm">{Math.round(goal.progressPercentage)}%</Text>
              </Group>
            ))}
          </BareList>
        </Stack>
      )}
      <FollowedAlignment userId={person.userId} name={person.name} />
    </Section>
  );
}

/** /following: the people who share their program progress with the signed-in person. */
export function FollowingScreen() {
  const following = trpc.managerShares.following.useQuery();
  return (
    <Page
      title="People I follow"
      description="The people who invited you to follow their leadership program: their week, steps done and the goals they chose to share. Never their answers or reflections."
    >
      <QueryState
        query={following}
        loading={<StackSkeleton label="Loading the people you follow" gap="md" lines={[[140], [140]]} />}
        errorTitle="The people you follow could not be loaded"
        isEmpty={(people) => people.length === 0}
        empty={
          <EmptyState
            icon={<IconUsers size={28} />}
            title="Nobody shares their progress with you"
            description="When someone you manage invites you from their program page, their progress shows here. They can stop sharing at any time."
          />
        }
      >
        {(people) => (
          <>
            {people.map((person) => (
              <PersonCard key={person.userId} person={person} />
            ))}
            <Text size="sm">
              A summary of their progress comes by e-mail on the first of each month.{" "}
              <Anchor component={Link} to="/settings">
                Turn it off in Settings
              </Anchor>
              .
            </Text>
          </>
        )}
      </QueryState>
    </Page>
  );
}
