import { Anchor, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface AuthCardProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of the small account screens (forgot and reset password): a heading, a line, a card. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Center py={{ base: "lg", sm: 56 }} px="md">
      <Stack w="100%" maw={440} gap="md">
        <Anchor component={Link} to="/login" size="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
          Back to sign in
        </Anchor>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{intro}</Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
