import type { FeedbackSummary } from "./generator";

/**
 * Words that tie a reviewer's 'areas for development' to a skill, by the skill's stable key. A word
 * matches at the start of a word ("delegat" matches "delegate" and "delegation"), case-insensitively.
 * Only how many responses match is used: a reviewer's words are never repeated, since they could
 * identify the reviewer.
 */
export const themeKeywords: Record<string, readonly string[]> = {
  "active-listening": ["listen", "interrupt", "hear people out"],
  "technical-translation": ["jargon", "non-technical", "too technical", "explain", "explanation"],
  "feedback-delivery": ["feedback", "blunt", "harsh", "criticis", "praise", "recognition"],
  "written-communication": ["writing", "written", "documentation", "design doc", "emails", "status update"],
  "executive-presence": ["presence", "confidence", "confident", "presenting", "presentation", "executive"],
  delegation: ["delegat", "micromanag", "let go", "letting go", "does everything", "do everything"],
  "vision-setting": ["vision", "direction", "big picture", "strategy", "strategic", "roadmap"],
  influence: ["influence", "persuad", "buy-in", "other teams", "cross-team", "stakeholder"],
  "self-awareness": ["self-aware", "self aware", "blind spot", "how you come across"],
  "self-regulation": ["temper", "calm", "composure", "under pressure", "defensive", "reactive", "frustrat"],
  empathy: ["empath", "compassion", "how people feel", "people's feelings", "workload of"],
  "conflict-resolution": ["conflict", "disagreement", "confront", "tension", "avoids difficult"],
  "decision-making": ["decisive", "indecisi", "decision", "ambigu"],
  prioritization: ["priorit", "say no", "saying no", "overcommit", "too many things"],
  "systems-thinking": ["root cause", "systemic", "long-term", "long term", "recurring"],
  "incident-leadership": ["incident", "outage", "on-call", "on call", "postmortem", "post-mortem"],
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patterns = new Map(
  Object.entries(themeKeywords).map(([key, words]) => [
    key,
    new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${words.map(escape).join("|")})`, "iu"),
  ]),
);

/**
 * How many of the given notes point to each skill, most mentioned first (then in the skills' order).
 * Each note counts at most once per skill; skills nobody mentions are left out.
 */
export function improvementThemes(
  notes: readonly string[],
  skills: readonly { id: number; key: string; name: string }[],
): FeedbackSummary["improvementThemes"] {
  return skills
    .map((skill) => {
      const pattern = patterns.get(skill.key);
      const mentions = pattern ? notes.filter((note) => pattern.test(note)).length : 0;
      return { skillId: skill.id, skillName: skill.name, mentions };
    })
    .filter((theme) => theme.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions);
}
