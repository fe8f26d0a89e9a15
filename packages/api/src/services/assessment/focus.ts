import { IMPROVEMENT_THRESHOLD } from "./scoring";

/** At most this many goals come out of one assessment. */
export const MAX_ASSESSMENT_GOALS = 3;

interface SkillScore {
  skillId: number;
  score: number;
}

/**
 * Skills by need: the lowest score first; on equal scores the skill the person chose to focus on first,
 * then catalogue order (the order given). The one ordering the goals, the results and the
 * recommendations share, so a tie resolves the same way everywhere.
 */
export function byNeed<T extends SkillScore>(skills: readonly T[], focusSkillId: number | null = null): T[] {
  const focusFirst = (skill: T) => (skill.skillId === focusSkillId ? 0 : 1);
  return skills
    .map((skill, index) => ({ skill, index }))
    .sort(
      (a, b) =>
        a.skill.score - b.skill.score || focusFirst(a.skill) - focusFirst(b.skill) || a.index - b.index,
    )
    .map(({ skill }) => skill);
}

/**
 * The skills a person is asked to choose between, in catalogue order; empty when nothing is tied.
 * A tie that decides something: two or more skills share the lowest score (which one leads), or more
 * skills below 70% share a score than goals are left for them (which ones get a goal).
 */
export function focusCandidates<T extends SkillScore>(
  skills: readonly T[],
  goalLimit = MAX_ASSESSMENT_GOALS,
): T[] {
  if (skills.length < 2) return [];
  const lowest = Math.min(...skills.map((s) => s.score));
  const atLowest = skills.filter((s) => s.score === lowest);
  if (atLowest.length > 1) return atLowest;
  const below = byNeed(skills).filter((s) => s.score < IMPROVEMENT_THRESHOLD);
  const cutoff = below[goalLimit - 1];
  if (!cutoff || below.length <= goalLimit) return [];
  const straddling = skills.filter((s) => s.score === cutoff.score && s.score < IMPROVEMENT_THRESHOLD);
  return below[goalLimit]?.score === cutoff.score ? straddling : [];
}
