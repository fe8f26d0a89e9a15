import type { LessonSummary, SkillCategory } from "@leadcoach/api/schemas";

export interface SkillOption {
  value: string;
  label: string;
}
export interface SkillOptionGroup {
  group: string;
  items: SkillOption[];
}

/**
 * The skill select's options: the skill catalogue grouped by category, or, when it is not available,
 * the skills the lessons teach.
 */
export function skillSelectData(
  categories: readonly Pick<SkillCategory, "name" | "skills">[] | undefined,
  lessons: readonly Pick<LessonSummary, "skillId" | "skillName">[] | undefined,
): SkillOptionGroup[] | SkillOption[] {
  const groups = (categories ?? [])
    .map((category) => ({
      group: category.name,
      items: category.skills.map((skill) => ({ value: String(skill.id), label: skill.name })),
    }))
    .filter((group) => group.items.length > 0);
  if (groups.length > 0) return groups;

  const seen = new Map<number, string>();
  for (const lesson of lessons ?? []) {
    if (lesson.skillId !== null && lesson.skillName && !seen.has(lesson.skillId)) {
      seen.set(lesson.skillId, lesson.skillName);
    }
  }
  return [...seen]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
