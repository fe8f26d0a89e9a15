import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTarget } from "@tabler/icons-react";
import { showToast } from "../../../lib/toast";
import { trpc, type RouterOutputs } from "../../../lib/trpc";

type Results = NonNullable<RouterOutputs["assessment"]["results"]>;

/**
 * 'Which would you like to focus on first?': asked once, on the latest results, when the weakest skills
 * tie. One click stores the choice; the goals and recommendations then start with that skill.
 */
export function FocusQuestion({ results }: { results: Results }) {
  const choose = trpc.assessment.chooseFocus.useMutation({
    onSuccess: (_, { skillId }) => {
      const name = results.focus.candidates.find((c) => c.skillId === skillId)?.name ?? "that skill";
      showToast({
        title: "Focus chosen",
        message: `Your first goal and recommendations now start with ${name}.`,
      });
    },
  });
  const { focus } = results;
  if (!results.isLatest || focus.candidates.length < 2) return null;

  const chosen = focus.candidates.find((c) => c.skillId === focus.skillId);
  if (chosen) {
    return (
      <Text size="sm" data-testid="results-focus-chosen">
        You chose to focus on {chosen.name} first; your goals and recommendations start there.
      </Text>
    );
  }
  const scores = [...new Set(focus.candidates.map((c) => c.score))];
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="results-focus">
      <Stack gap="sm">
        <Group gap="xs">
          <IconTarget size={20} aria-hidden />
          <Title order={2} size="h3" id="focus-question">
            Which would you like to focus on first?
          </Title>
        </Group>
        <Text size="sm">
          {scores.length === 1
            ? `These skills tied at ${scores[0]}%.`
            : "These skills tied for your last goals."}{" "}
          Pick the one that matters most for your work right now; your first goal and recommendations will
          start with it.
        </Text>
        <Group gap="sm" role="group" aria-labelledby="focus-question">
          {focus.candidates.map((candidate) => (
            <Button
              key={candidate.skillId}
              variant="default"
              loading={choose.isPending && choose.variables.skillId === candidate.skillId}
              disabled={choose.isPending}
              onClick={() => choose.mutate({ skillId: candidate.skillId })}
            >
              {candidate.name}
            </Button>
          ))}
        </Group>
        {choose.error && (
          <Alert color="red" role="alert" title="Your choice could not be saved">
            {choose.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
