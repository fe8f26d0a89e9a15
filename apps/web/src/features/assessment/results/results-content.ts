import { skillStatusForScore, type SkillStatus } from "@leadcoach/api/schemas";

/** What an overall score says, in plain words: the person's own view of their habits, not a measurement. */
export interface ScoreMeaning {
  status: SkillStatus;
  headline: string;
  text: string;
}

/** Said with every score: where the numbers come from and what they cannot tell. */
export const SELF_VIEW_NOTE =
  "These scores come from how you rated your own behaviour on 70 statements. They are a self-view, not a measurement of your ability or a comparison with other people: use them to choose where to practise first, and retake the assessment later to see how your view has moved.";

const meanings: Record<Exclude<SkillStatus, "Not Started">, Omit<ScoreMeaning, "status">> = {
  Strong: {
    headline: "You see these habits as part of how you lead",
    text: "You rated most leadership behaviours as things you do often. Keep them deliberate, ask colleagues whether they see the same, and use your weakest skills below as the next stretch.",
  },
  Improving: {
    headline: "A solid base with clear room to grow",
    text: "You use many of these behaviours regularly, with a few that still depend on the situation. The goals and lessons below target the skills you rated lowest.",
  },
  Developing: {
    headline: "Several habits are still forming",
    text: "You use some of these behaviours, but not yet consistently. That is common when moving from an engineering role into leading people: start with one goal and its first lesson rather than everything at once.",
  },
  "Needs Focus": {
    headline: "A starting point, honestly rated",
    text: "You rated many of these behaviours as things you rarely do yet. That honesty is useful: it shows where small, regular practice will make the biggest difference. Begin with the first lesson below.",
  },
};

/** The meaning of an overall score, in the same bands as a skill's status. */
export function scoreMeaning(overall: number): ScoreMeaning {
  const status = skillStatusForScore(overall);
  const meaning = status === "Not Started" ? meanings["Needs Focus"] : meanings[status];
  return { status, ...meaning };
}

/** A change in points as shown beside a score: '+5', '−3' (a true minus sign) or '±0'. */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${Math.abs(change)}`;
  return "\u00b10";
}

/** The change in words, for screen readers and captions: 'up 5 points', 'down 3 points', 'no change'. */
export function describeChange(change: number): string {
  if (change === 0) return "no change";
  const points = Math.abs(change) === 1 ? "point" : "points";
  return `${change > 0 ? "up" : "down"} ${Math.abs(change)} ${points}`;
}

/** The colour of a change: green up, red down, grey none. */
export function changeColor(change: number): string {
  if (change > 0) return "green";
  if (change < 0) return "red";
  return "gray";
}

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });
const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** '23 November 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** '23 Nov 2026'. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

export interface NextStep {
  label: string;
  to: string;
}

/** The one next step the results point to: the first lesson, else the goals, else the skills. */
export function nextStepFor(results: {
  firstLessons: readonly { id: number; title: string }[];
  goals: readonly unknown[];
}): NextStep {
  const lesson = results.firstLessons[0];
  if (lesson) return { label: `Start your first lesson: ${lesson.title}`, to: `/lesson/${lesson.id}` };
  if (results.goals.length) return { label: "Review your new goals", to: "/goals" };
  return { label: "Explore your skills", to: "/skills" };
}
