import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconAward, IconStar } from "@tabler/icons-react";
import { Section } from "../../components/section";
import { ToneBadge } from "../../components/tone-badge";

/** Total XP and the badges earned in lessons. */
export function AchievementsCard({ totalXp, badges }: { totalXp: number; badges: readonly string[] }) {
  return (
    <Section id="achievements-heading" title="Achievements" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="yellow" aria-hidden>
          <IconStar size={22} />
        </ThemeIcon>
        <div>
          <Text fz={24} fw={700} lh={1.1}>
            {totalXp.toLocaleString("en")} XP
          </Text>
          <Text size="sm">Total experience earned</Text>
        </div>
      </Group>
      {badges.length === 0 ? (
        <Text size="sm">No badges yet. Complete a lesson to earn your first one.</Text>
      ) : (
        <Group gap="xs" component="ul" aria-label="Badges earned" m={0} p={0} style={{ listStyle: "none" }}>
          {badges.map((badge) => (
            <li key={badge}>
              <ToneBadge color="yellow" leftSection={<IconAward size={14} aria-hidden />}>
                {badge}
              </ToneBadge>
            </li>
          ))}
        </Group>
      )}
    </Section>
  );
}
