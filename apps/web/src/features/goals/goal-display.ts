import { priorities, type Goal, type GoalMilestone } from "@leadcoach/api/schemas";

export type GoalPriority = Goal["priority"];
export type GoalStatus = Goal["status"];

export const priorityColors: Record<GoalPriority, string> = { high: "red", medium: "orange", low: "blue" };
export const statusColors: Record<GoalStatus, string> = {
  active: "blue",
  completed: "green",
  paused: "gray",
};

const priorityLabels: Record<GoalPriority, string> = { high: "High", medium: "Medium", low: "Low" };
const statusLabels: Record<GoalStatus, string> = {
  active: "Active",
  completed: "Completed",
  paused: "Paused",
};

/** A goal without a priority counts as medium. */
export function priorityLabel(priority: GoalPriority | null | undefined): string {
  return `${priorityLabels[priority ?? "medium"]} priority`;
}

export function statusLabel(status: GoalStatus): string {
  return statusLabels[status];
}

export const priorityOptions: { value: GoalPriority; label: string }[] = priorities.map((value) => ({
  value,
  label: priorityLabels[value],
}));

/**
 * The days-left line from the server's `daysRemaining` (whole days, rounded up; 0 on the day, negative
 * once past) and `overdue` (active and past its date): 'N days left', '1 day left', 'Due today',
 * 'Overdue', or for a paused goal past its date a plain 'Target date passed'. Null when the goal has no
 * date or is completed.
 */
export function daysLeftLabel(goal: Pick<Goal, "status" | "daysRemaining" | "overdue">): string | null {
  const { daysRemaining } = goal;
  if (goal.status === "completed") return null;
  if (daysRemaining === null || Number.isNaN(daysRemaining)) return null;
  if (goal.overdue) return "Overdue";
  if (daysRemaining < 0) return "Target date passed";
  if (daysRemaining === 0) return "Due today";
  if (daysRemaining === 1) return "1 day left";
  return `${daysRemaining} days left`;
}

/** 'x/y milestones'. */
export function milestoneSummary(milestones: readonly Pick<GoalMilestone, "completed">[]): string {
  return `${milestones.filter((m) => m.completed).length}/${milestones.length} milestones`;
}

/**
 * The milestone list after ticking or unticking one: a newly completed milestone gets
 * completedAt now (the server stamps its own time), an unchecked one loses it.
 */
export function toggleMilestone(
  milestones: readonly GoalMilestone[],
  index: number,
  completed: boolean,
  now: Date,
): GoalMilestone[] {
  return milestones.map((milestone, i) =>
    i !== index
      ? milestone
      : {
          ...milestone,
          completed,
          completedAt: completed ? (milestone.completedAt ?? now.toISOString()) : null,
        },
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date ('YYYY-MM-DD') as 'Dec 31, 2026', read as a date (no time-zone shift). */
export function formatCalendarDate(value: string): string {
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? value : dateFormat.format(time);
}
