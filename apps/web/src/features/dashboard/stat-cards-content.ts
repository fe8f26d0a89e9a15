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

/** The four stat cards: overall score, completed lessons, active goals, streak days. */
export function statCardsContent(figures: StatFigures): StatCardContent[] {
  const { overallScore, completedLessons, activeGoals, streakDays } = figures;
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
    {
      key: "completedLessons",
      label: "Completed Lessons",
      value: String(completedLessons),
      progress: percentOf(completedLessons, DASHBOARD_TARGETS.completedLessons),
      targetText: `of ${DASHBOARD_TARGETS.completedLessons} lessons`,
      note: completedLessons === 0 ? "Start learning" : "Keep up the momentum!",
      promptHref: completedLessons === 0 ? "/lessons" : null,
    },
    {
      key: "activeGoals",
      label: "Active Goals",
      value: String(activeGoals),
      progress: percentOf(activeGoals, DASHBOARD_TARGETS.activeGoals),
      targetText: `of ${DASHBOARD_TARGETS.activeGoals} goals`,
      note: activeGoals === 0 ? "Set your goals" : `${plural(activeGoals, "goal")} in progress`,
      promptHref: activeGoals === 0 ? "/goals?create=true" : null,
    },
    {
      key: "streakDays",
      label: "Streak Days",
      value: String(streakDays),
      progress: percentOf(streakDays, DASHBOARD_TARGETS.streakDays),
      targetText: `of ${DASHBOARD_TARGETS.streakDays} days`,
      note: streakDays === 0 ? "Start your streak" : `${plural(streakDays, "day")} in a row. Keep it going!`,
      promptHref: streakDays === 0 ? "/lessons" : null,
    },
  ];
}
