import type { SkillCategory, SkillProgressItem } from "@leadcoach/api/schemas";
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { categoryColor, categoryFill } from "../../lib/category-colors";
import { CategoryIcon } from "./category-icon";
import { SkillRow } from "./skill-row";

interface SkillCategoryCardProps {
  category: SkillCategory;
  progressBySkill: ReadonlyMap<number, SkillProgressItem>;
}

/** A category card with its colour accent, description, average and one row per skill. */
export function SkillCategoryCard({ category, progressBySkill }: SkillCategoryCardProps) {
  const scored = category.skills
    .map((skill) => progressBySkill.get(skill.id))
    .filter((item): item is SkillProgressItem => !!item && item.status !== "Not Started");
  const average = scored.length
    ? Math.round(scored.reduce((sum, item) => sum + item.currentScore, 0) / scored.length)
    : null;
  const headingId = `category-${category.id}-name`;
  const color = categoryColor(category);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      style={{ borderTop: `4px solid ${categoryFill(color)}` }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color={color}>
              <CategoryIcon icon={category.icon} size={22} />
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={2} size="h3" id={headingId}>
                {category.name}
              </Title>
              <Text size="sm">{category.description}</Text>
            </Stack>
          </Group>
          {average !== null && (
            <Text fw={700} size="lg">
              Average {average}%
            </Text>
          )}
        </Group>
        {category.skills.length === 0 ? (
          <Text size="sm">No skills in this category yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {category.skills.map((skill) => (
              <SkillRow key={skill.id} skill={skill} progress={progressBySkill.get(skill.id)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
