import type { GoalStatus, Milestone, MilestoneLink } from "@leadcoach/db";
import { milestoneProgress } from "../../schemas/domain";

export interface MilestoneInput {
  description: string;
  completed: boolean;
  /** Left out (undefined), the milestone keeps the link it had; null removes it. */
  completes?: MilestoneLink | null;
}

/** The stored shape: the link and what ticked it are written only when set, so old rows look the same. */
function milestone(
  description: string,
  completed: boolean,
  completedAt: string | null,
  completes: MilestoneLink | null | undefined,
  completedBy: string | null | undefined,
): Milestone {
  return {
    description,
    completed,
    completedAt,
    ...(completes ? { completes } : {}),
    ...(completed && completedBy ? { completedBy } : {}),
  };
}

/**
 * The milestones after a toggle or edit: a milestone that becomes completed is stamped with
 * the server's time (whatever the client sent), one that was already completed keeps its timestamp
 * (matched by description), and an unchecked one loses it.
 */
export function applyMilestones(
  previous: readonly Milestone[],
  incoming: readonly MilestoneInput[],
  now: Date,
): { milestones: Milestone[]; newlyCompleted: Milestone[] } {
  const available = previous.map((m) => ({ ...m, taken: false }));
  const newlyCompleted: Milestone[] = [];
  const linkOf = (m: MilestoneInput) =>
    m.completes !== undefined
      ? m.completes
      : previous.find((p) => p.description === m.description)?.completes;
  const milestones = incoming.map((m): Milestone => {
    if (!m.completed) return milestone(m.description, false, null, linkOf(m), null);
    const before = available.find((p) => !p.taken && p.completed && p.description === m.description);
    if (before) {
      before.taken = true;
      return milestone(
        m.description,
        true,
        before.completedAt ?? now.toISOString(),
        linkOf(m),
        before.completedBy,
      );
    }
    // Ticked by hand: nothing to record as its cause.
    const done = milestone(m.description, true, now.toISOString(), linkOf(m), null);
    newlyCompleted.push(done);
    return done;
  });
  return { milestones, newlyCompleted };
}

export interface GoalProgressState {
  status: GoalStatus;
  progressPercentage: number;
  completedAt: Date | null;
}

/**
 * Status and progress after an update. With milestones, progress is the completed share
 * and a goal whose milestones are all complete is completed; unchecking one makes it active again,
 * except that a paused goal stays paused. 'active' and 'paused' may be asked for (resume, pause);
 * 'completed' is only taken from a goal without milestones, which has nothing else to complete it.
 */
export function nextGoalState(
  current: GoalProgressState,
  milestones: readonly Milestone[],
  requested: GoalStatus | undefined,
  now: Date,
): GoalProgressState & { becameCompleted: boolean } {
  const total = milestones.length;
  const done = milestones.filter((m) => m.completed).length;
  let status: GoalStatus;
  let progressPercentage: number;
  if (total > 0) {
    const wanted = requested === "active" || requested === "paused" ? requested : current.status;
    status = done === total ? "completed" : wanted === "completed" ? "active" : wanted;
    progressPercentage = milestoneProgress(milestones);
  } else {
    status = requested ?? current.status;
    progressPercentage =
      status === "completed" ? 100 : current.status === "completed" ? 0 : current.progressPercentage;
  }
  const completed = status === "completed";
  return {
    status,
    progressPercentage,
    completedAt: completed ? (current.completedAt ?? now) : null,
    becameCompleted: completed && current.status !== "completed",
  };
}
