import { Anchor, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** The way back above the heading: 'Back to sign in' unless told otherwise, none when null. */
  back?: { to: string; label: string } | null;
  children: ReactNode;
}

/** The frame of the small public screens (sign in, forgot and reset password): a heading, a line, a card. */
export function AuthCard({
  title,
  intro,
  back = { to: "/login", label: "Back to sign in" },
  children,
}: AuthCardProps) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  return (
    <Center py={{ base: "lg", sm: 56 }} px="md">
      <Stack w="100%" maw={440} gap="md">
        {back && (
          <Anchor component={Link} to={back.to} size="sm" w="fit-content">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
            {back.label}
          </Anchor>
        )}
        {intro === undefined ? (
          heading
        ) : (
          <Stack gap={4}>
            {heading}
            <Text>{intro}</Text>
          </Stack>
        )}
        <Paper withBorder shadow="sm" p="lg" radius="md">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
