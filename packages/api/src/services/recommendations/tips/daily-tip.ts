import { guidanceFor } from "../guidance";
import { DAY_MS } from "../rule-helpers";
import { communicationLeadershipTips } from "./communication-leadership";
import { eiProblemSolvingTips } from "./ei-problem-solving";
import type { SkillTip } from "./tip";

/** Every skill's daily tips, by skill key. */
export const skillTips: Readonly<Record<string, readonly SkillTip[]>> = {
  ...communicationLeadershipTips,
  ...eiProblemSolvingTips,
};

/**
 * Days since 1970-01-01 in UTC. Users have no stored time zone and recommendations are generated
 * without one, so the tip changes at midnight UTC.
 */
export function dayNumber(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

/**
 * Today's tip for a skill: tips rotate one a day, offset by the user's id so people working on the
 * same skill do not all read the same one. A skill without written tips keeps its single guidance tip.
 */
export function dailyTip(
  skill: { key: string; name: string; description: string },
  userId: number,
  now: Date,
  tips: Readonly<Record<string, readonly SkillTip[]>> = skillTips,
): SkillTip {
  const forSkill = tips[skill.key] ?? [];
  const tip = forSkill[(dayNumber(now) + userId) % forSkill.length];
  if (tip) return tip;
  const guide = guidanceFor(skill);
  return { title: guide.tipTitle, text: guide.tip };
}
