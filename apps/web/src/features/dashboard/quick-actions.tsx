import { Button } from "@mantine/core";
import { IconBook, IconCalendar, IconTarget, IconUsers, type Icon } from "@tabler/icons-react";
import { Link } from "react-router";
import { Section } from "../../components/section";

const actions: { label: string; to: string; icon: Icon }[] = [
  { label: "Start Lesson", to: "/lessons", icon: IconBook },
  { label: "Set Learning Goal", to: "/goals", icon: IconTarget },
  { label: "Schedule Practice", to: "/calendar", icon: IconCalendar },
  { label: "Join Study Group", to: "/peer-feedback", icon: IconUsers },
];

export function QuickActions() {
  return (
    <Section id="quick-actions-heading" title="Quick Actions" gap="sm">
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
    </Section>
  );
}
