import { Group, Paper, Stack, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface IconSectionProps {
  /** The heading's id; it names the section for assistive technology. */
  id: string;
  /** A tabler icon at size 26, drawn in a tinted square beside the text. */
  icon: ReactNode;
  title: string;
  /** "flex-start" keeps a button at its own width instead of the column's. */
  align?: "stretch" | "flex-start";
  children: ReactNode;
}

/** An explainer card: an icon, a small heading and a few lines (how something works, where to go next). */
export function IconSection({ id, icon, title, align = "stretch", children }: IconSectionProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap="xs" align={align}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
