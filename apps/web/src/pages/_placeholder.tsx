import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { DocumentTitle } from "../components/document-title";

interface PlaceholderPageProps {
  title: string;
  /** Optional line under the title (e.g. the screen's documented subtitle). */
  subtitle?: ReactNode;
}

/** A page that exists in the router but whose screen is still being built. */
export function PlaceholderPage({ title, subtitle }: PlaceholderPageProps) {
  return (
    <Container size="lg" py="xl">
      <DocumentTitle title={title} />
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        {subtitle && <Text>{subtitle}</Text>}
        <Text size="lg">Coming soon</Text>
      </Stack>
    </Container>
  );
}
