import type { SkillProgressItem } from "@leadcoach/api/schemas";
import { Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { IconBook, IconTarget } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatRelativeTime } from "../../lib/relative-time";
import { skillStatusColor } from "../../lib/skill-status";
import { ToneBadge } from "../../components/tone-badge";

interface SkillRowProps {
  skill: { id: number; name: string; description: string };
  progress: SkillProgressItem | undefined;
}

/** One skill: status, score, description, last activity, next milestone, Practice and Set Goal. */
export function SkillRow({ skill, progress }: SkillRowProps) {
  const status = progress?.status ?? "Not Started";
  const score = progress?.currentScore ?? 0;
  const color = skillStatusColor(status);

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`skill-${skill.id}-name`}>
      <Stack gap="xs">
        {/* The name wraps and the status moves below it when both do not fit: the badge is never cut. */}
        <Group justify="space-between" align="flex-start" gap="xs" style={{ rowGap: 4 }}>
          <Title order={3} size="h5" id={`skill-${skill.id}-name`} style={{ flex: "1 1 10rem", minWidth: 0 }}>
            {skill.name}
          </Title>
          <Group gap="xs" wrap="nowrap" style={{ flex: "none" }}>
            <ToneBadge color={color} style={{ flex: "none", maxWidth: "none" }} data-testid="skill-status">
              {status}
            </ToneBadge>
            <Text fw={700}>{score}%</Text>
          </Group>
        </Group>
        <Progress value={score} color={color} aria-label={`${skill.name} score: ${score}%`} />
        <Text size="sm">{skill.description}</Text>
        <Text size="sm">
          <Text span fw={600} inherit>
            Last activity:
          </Text>{" "}
          {progress?.lastActivity ? (
            <time dateTime={progress.lastActivity} title={new Date(progress.lastActivity).toLocaleString()}>
              {formatRelativeTime(progress.lastActivity)}
            </time>
          ) : (
            "No activity yet"
          )}
        </Text>
        <Text size="sm">
          <Text span fw={600} inherit>
            Next:
          </Text>{" "}
          {progress?.nextMilestone ?? "Take the assessment to set a baseline"}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={`/lessons?skill=${skill.id}`}
            size="xs"
            variant="light"
            leftSection={<IconBook size={14} aria-hidden />}
            aria-label={`Practice ${skill.name}`}
          >
            Practice
          </Button>
          <Button
            component={Link}
            to={`/goals?create=true&skill=${skill.id}`}
            size="xs"
            variant="default"
            leftSection={<IconTarget size={14} aria-hidden />}
            aria-label={`Set Goal for ${skill.name}`}
          >
            Set Goal
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
