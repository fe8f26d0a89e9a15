/** One small, concrete thing to try today, tied to a skill. */
export interface SkillTip {
  title: string;
  text: string;
}
