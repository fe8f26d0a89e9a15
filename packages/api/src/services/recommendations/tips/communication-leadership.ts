import type { SkillTip } from "./tip";

/** Daily tips by skill key. */
export const communicationLeadershipTips: Record<string, SkillTip[]> = {};
