import { Card, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconBook, IconCalendar, IconChartBar, IconTarget, type Icon } from "@tabler/icons-react";
import { Link } from "react-router";

const tiles: { to: string; title: string; description: string; icon: Icon; color: string }[] = [
  {
    to: "/skills",
    title: "Skills",
    description: "Scores and next steps per skill",
    icon: IconChartBar,
    color: "indigo",
  },
  {
    to: "/lessons",
    title: "Lessons",
    description: "Short, practical lessons",
    icon: IconBook,
    color: "green",
  },
  { to: "/goals", title: "Goals", description: "Goals and milestones", icon: IconTarget, color: "violet" },
  {
    to: "/calendar",
    title: "Calendar",
    description: "Your practice schedule",
    icon: IconCalendar,
    color: "orange",
  },
];

/** Four tiles linking to /skills, /lessons, /goals and /calendar. */
export function SectionTiles() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="nav" aria-label="Dashboard sections">
      {tiles.map(({ to, title, description, icon: TileIcon, color }) => (
        <Card
          key={to}
          component={Link}
          to={to}
          withBorder
          radius="md"
          padding="md"
          aria-label={`${title}: ${description}`}
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
              <TileIcon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{title}</Text>
              <Text size="sm">{description}</Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
