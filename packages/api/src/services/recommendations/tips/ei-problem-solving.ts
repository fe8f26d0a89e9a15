import type { SkillTip } from "./tip";

/** Daily tips by skill key. */
export const eiProblemSolvingTips: Record<string, SkillTip[]> = {};
