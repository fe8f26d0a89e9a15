import { Badge, Blockquote, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTarget } from "@tabler/icons-react";
import { RolePlay } from "./role-play";
import { simulationWording, type ContentStyle, type LessonSimulation } from "./step-content";

interface SimulationPanelProps {
  lessonId: number;
  stepIndex: number;
  simulation: LessonSimulation;
  style: ContentStyle;
}

/**
 * A role-play: the scene, what each participant says and feels, the learner's challenge in the chosen
 * wording, then the learner's own answer, the model answer and the self-check.
 */
export function SimulationPanel({ lessonId, stepIndex, simulation, style }: SimulationPanelProps) {
  const wording = simulationWording(simulation, style);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} size="h5">
          Scenario
        </Title>
        <Text>{wording.scenario}</Text>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Participants
        </Title>
        {wording.participants.map((participant) => (
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
            <Text>{wording.challenge}</Text>
          </Stack>
        </Group>
      </Paper>
      <Divider />
      <RolePlay
        lessonId={lessonId}
        stepIndex={stepIndex}
        speaker={wording.participants[0]?.name ?? "They"}
        style={style}
      />
    </Stack>
  );
}
