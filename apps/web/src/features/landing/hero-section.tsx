import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";

export function HeroSection() {
  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="lg">
        <Text
          fw={600}
          c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-2))"
          tt="uppercase"
          size="sm"
        >
          Leadership development for technical professionals
        </Text>
        <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
          From great engineer to great leader
        </Title>
        <Text size="lg" maw={640}>
          You were promoted for your technical judgement. LeadCoach helps you build the rest: a skills
          assessment, short interactive lessons, goals with milestones, practice and peer feedback, guided by
          coaching recommendations that adapt to you.
        </Text>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to="/signup"
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Start your free trial
          </Button>
          <Button component={Link} to="/login" size="md" variant="default">
            Sign In
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
