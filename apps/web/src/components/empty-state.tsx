import { Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The way out of the empty state, usually one button. */
  action?: ReactNode;
}

/** A list with nothing in it yet: what is missing, why it matters and how to start. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{description}</Text>
        {action}
      </Stack>
    </Card>
  );
}
