import { Badge, Blockquote, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTarget } from "@tabler/icons-react";
import type { LessonStep } from "./step-content";

type Simulation = NonNullable<LessonStep["simulation"]>;

/** A simulation: the scene, what each participant says and feels, and the learner's challenge. */
export function SimulationPanel({ simulation }: { simulation: Simulation }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} size="h5">
          Scenario
        </Title>
        <Text>{simulation.scenario}</Text>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Participants
        </Title>
        {simulation.participants.map((participant) => (
          <Paper key={participant.name} withBorder radius="md" p="md">
            <Stack gap={6}>
              <Text fw={700}>{participant.name}</Text>
              <Blockquote p="xs" pl="md" color="indigo" style={{ fontStyle: "italic" }}>
                “{participant.statement}”
              </Blockquote>
              <Group gap={6} aria-label={`${participant.name} feels`} role="list">
                {participant.emotions.map((emotion) => (
                  <Badge key={emotion} variant="light" color="grape" role="listitem">
                    {emotion}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-blue-light)">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <IconTarget size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={4}>
            <Title order={3} size="h5">
              Your challenge
            </Title>
            <Text>{simulation.challenge}</Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
