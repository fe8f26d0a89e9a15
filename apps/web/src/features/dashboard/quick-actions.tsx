import { Button, Paper, Stack, Title } from "@mantine/core";
import { IconBook, IconCalendar, IconTarget, IconUsers, type Icon } from "@tabler/icons-react";
import { Link } from "react-router";

const actions: { label: string; to: string; icon: Icon }[] = [
  { label: "Start Lesson", to: "/lessons", icon: IconBook },
  { label: "Set Learning Goal", to: "/goals", icon: IconTarget },
  { label: "Schedule Practice", to: "/calendar", icon: IconCalendar },
  { label: "Join Study Group", to: "/peer-feedback", icon: IconUsers },
];

export function QuickActions() {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="quick-actions-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="quick-actions-heading">
          Quick Actions
        </Title>
        {actions.map(({ label, to, icon: ActionIcon }) => (
          <Button
            key={label}
            component={Link}
            to={to}
            variant="default"
            justify="flex-start"
            fullWidth
            leftSection={<ActionIcon size={18} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
