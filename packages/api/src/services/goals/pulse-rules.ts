const DAY_MS = 86_400_000;

/**
 * The mid-way re-check of a goal with a skill and a target date: offered from half way between the
 * day the goal was created and its target date (in whole days, rounded down, so there has been time to
 * practise; a goal due tomorrow offers it at once), once per goal, while the goal is active. Null for
 * a goal it does not apply to, or one whose target date is not after its creation day.
 */
export function pulseState(
  goal: {
    skillId: number | null;
    targetDate: string | null;
    createdAt: Date;
    status: string;
    pulseScore: number | null;
  },
  now: Date,
): { availableFrom: string; due: boolean; score: number | null } | null {
  if (goal.skillId === null || !goal.targetDate) return null;
  const target = Date.parse(`${goal.targetDate.slice(0, 10)}T00:00:00Z`);
  const createdDay = Date.parse(`${goal.createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.round((target - createdDay) / DAY_MS);
  if (Number.isNaN(days) || days <= 0) return null;
  const from = createdDay + Math.floor(days / 2) * DAY_MS;
  const due = goal.status === "active" && goal.pulseScore === null && now.getTime() >= from;
  return { availableFrom: new Date(from).toISOString().slice(0, 10), due, score: goal.pulseScore };
}
