/** Targets the stat cards measure against. */
export const DASHBOARD_TARGETS = { completedLessons: 20, activeGoals: 5, streakDays: 30 } as const;

export interface StatFigures {
  overallScore: number;
  completedLessons: number;
  activeGoals: number;
  streakDays: number;
}

export interface StatCardContent {
  key: keyof StatFigures;
  label: string;
  value: string;
  /** Percent towards the card's target (the score itself for the overall score). */
  progress: number;
  /** "of 20 lessons" and the like; null for the overall score. */
  targetText: string | null;
  /** The neutral prompt when the figure is 0, a positive note otherwise. */
  note: string;
  /** Where the zero-value prompt leads. */
  promptHref: string | null;
}

function percentOf(value: number, target: number): number {
  return Math.min(100, Math.round((value / target) * 100));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** What a counted card says: its unit after the target, and its note and prompt at zero and above. */
interface CountedCard {
  key: keyof typeof DASHBOARD_TARGETS;
  label: string;
  unit: string;
  zeroNote: string;
  zeroHref: string;
  note: (count: number) => string;
}

/** A card that counts towards a target: completed lessons, active goals, streak days. */
function countedCard(figures: StatFigures, card: CountedCard): StatCardContent {
  const count = figures[card.key];
  const target = DASHBOARD_TARGETS[card.key];
  return {
    key: card.key,
    label: card.label,
    value: String(count),
    progress: percentOf(count, target),
    targetText: `of ${target} ${card.unit}`,
    note: count === 0 ? card.zeroNote : card.note(count),
    promptHref: count === 0 ? card.zeroHref : null,
  };
}

/** The four stat cards: overall score, completed lessons, active goals, streak days. */
export function statCardsContent(figures: StatFigures): StatCardContent[] {
  const { overallScore } = figures;
  return [
    {
      key: "overallScore",
      label: "Overall Score",
      value: `${overallScore}%`,
      progress: Math.min(100, Math.max(0, overallScore)),
      targetText: null,
      note: overallScore === 0 ? "Take assessment" : "Across 4 core competencies",
      promptHref: overallScore === 0 ? "/assessment" : null,
    },
    countedCard(figures, {
      key: "completedLessons",
      label: "Completed Lessons",
      unit: "lessons",
      zeroNote: "Start learning",
      zeroHref: "/lessons",
      note: () => "Keep up the momentum!",
    }),
    countedCard(figures, {
      key: "activeGoals",
      label: "Active Goals",
      unit: "goals",
      zeroNote: "Set your goals",
      zeroHref: "/goals?create=true",
      note: (count) => `${plural(count, "goal")} in progress`,
    }),
    countedCard(figures, {
      key: "streakDays",
      label: "Streak Days",
      unit: "days",
      zeroNote: "Start your streak",
      zeroHref: "/lessons",
      note: (count) => `${plural(count, "day")} in a row. Keep it going!`,
    }),
  ];
}
