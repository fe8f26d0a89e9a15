import { Group, Paper, Stack, Text, Title, type MantineSpacing, type StyleProp } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionProps {
  /** The heading's id; it names the section for assistive technology (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Beside the heading, at the far end: a link or a small control. */
  aside?: ReactNode;
  /** Heading size: h3 for a screen's cards, h4 for the smaller panels inside a tab. */
  size?: "h3" | "h4";
  /** Space between the heading and each part ("sm" for the compact side cards). */
  gap?: MantineSpacing;
  p?: StyleProp<MantineSpacing>;
  /** Without the card: a part of a larger card or panel, headed the same way. */
  plain?: boolean;
  children: ReactNode;
}

/** A bordered card (or, `plain`, a bare block) that is a landmark of its own: an h2 and the content under it. */
export function Section({
  id,
  title,
  description,
  aside,
  size = "h3",
  gap = "md",
  p = "lg",
  plain = false,
  children,
}: SectionProps) {
  const heading = (
    <Title order={2} size={size} id={id}>
      {title}
    </Title>
  );
  const head = description ? (
    <Stack gap={4}>
      {heading}
      <Text size="sm">{description}</Text>
    </Stack>
  ) : (
    heading
  );
  const content = (
    <>
      {aside ? (
        <Group justify="space-between" gap="sm">
          {head}
          {aside}
        </Group>
      ) : (
        head
      )}
      {children}
    </>
  );
  if (plain) {
    return (
      <Stack gap={gap} component="section" aria-labelledby={id}>
        {content}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={p} component="section" aria-labelledby={id}>
      <Stack gap={gap}>{content}</Stack>
    </Paper>
  );
}
