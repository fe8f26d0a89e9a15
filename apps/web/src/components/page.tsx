import { Container, Group, Stack, Text, Title, type MantineSize, type MantineSpacing } from "@mantine/core";
import type { ReactNode } from "react";
import { DocumentTitle } from "./document-title";

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** The line under the heading: a text, or a row of its own (badges). */
  description?: ReactNode;
  /** Buttons at the end of the header; they wrap under the heading on a narrow screen. */
  actions?: ReactNode;
  /** A screen that opens with a larger introduction: the description in large type, the actions level with the heading. */
  lead?: boolean;
  /** Caps the heading block's width, so a long description leaves room beside it for the actions. */
  maw?: number;
}

/** A screen's heading, what the screen is for, and its main actions. */
export function PageHeader({ title, description, actions, lead = false, maw }: PageHeaderProps) {
  const heading = (
    <Stack gap={4} maw={maw}>
      <Title order={1}>{title}</Title>
      {typeof description === "string" ? (
        <Text size={lead ? "lg" : undefined}>{description}</Text>
      ) : (
        description
      )}
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align={lead ? "flex-start" : "flex-end"} gap={lead ? "md" : "sm"}>
      {heading}
      {actions}
    </Group>
  );
}

interface PageProps extends PageHeaderProps {
  /** The browser tab's title, when it is not the heading's text. */
  documentTitle?: string;
  /** The column's width (Mantine's container sizes). */
  size?: MantineSize;
  py?: MantineSpacing;
  /** The screen's content, in one column under the header (dialogs too: they render elsewhere). */
  children: ReactNode;
}

/**
 * The frame of a signed-in screen: the tab title, a centred column, the header, then the content
 * spaced evenly under it.
 */
export function Page({ documentTitle, size = "lg", py = "xl", children, ...header }: PageProps) {
  return (
    <Container size={size} py={py}>
      <DocumentTitle title={documentTitle ?? header.title} />
      <Stack gap="lg">
        <PageHeader {...header} />
        {children}
      </Stack>
    </Container>
  );
}
