import { skillStatusForScore, type SkillStatus } from "@leadcoach/api/schemas";

/** What an overall score says, in plain words: a view of the person's judgement, not a measurement. */
export interface ScoreMeaning {
  status: SkillStatus;
  headline: string;
  text: string;
}

/** Said with every score: where the numbers come from and what they cannot tell. */
export const SELF_VIEW_NOTE =
  "These scores compare the actions you chose in 70 work situations with how experienced engineering leaders rank them. They are a self-view of your judgement in situations, not a measurement of your skill: what you pick on a page is not always what you do under pressure, and the key is one informed view, not the truth. Use them to choose where to practise first, ask colleagues whether they see the same, and retake the assessment later.";

const meanings: Record<Exclude<SkillStatus, "Not Started">, Omit<ScoreMeaning, "status">> = {
  Strong: {
    headline: "Your choices match experienced leaders' in most situations",
    text: "In most situations you picked the action the key ranks first or second. Check it against what you actually do: ask colleagues whether they see the same, and use your weakest skills below as the next stretch.",
  },
  Improving: {
    headline: "A solid base with clear room to grow",
    text: "You often chose a strong action, and in some situations a good move for a different moment. The goals and lessons below target the skills where your choices were furthest from the key.",
  },
  Developing: {
    headline: "Several judgements are still forming",
    text: "Your choices were mixed: reasonable moves, but often not the one the situation called for. That is common when moving from an engineering role into leading people: start with one goal and its first lesson rather than everything at once.",
  },
  "Needs Focus": {
    headline: "A clear starting point",
    text: "In many situations you chose actions experienced leaders rank lower. That is useful to know: it shows where small, regular practice will make the biggest difference. Begin with the first lesson below.",
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
