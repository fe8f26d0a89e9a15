import type { Milestone, MilestoneLink } from "@leadcoach/db";

/** What happened, as a milestone link sees it. */
export type ProgressEvent =
  | { kind: "lesson"; lessonId: number }
  | { kind: "activity"; activityType: string }
  | { kind: "feedback" }
  | { kind: "pulse" };

/** Whether a milestone's link names this event. */
export function linkMatches(link: MilestoneLink | null | undefined, event: ProgressEvent): boolean {
  if (!link) return false;
  switch (link.kind) {
    case "lesson":
      return event.kind === "lesson" && event.lessonId === link.lessonId;
    case "activity":
      return event.kind === "activity" && event.activityType === link.activityType;
    case "feedback":
      return event.kind === "feedback";
    case "pulse":
      return event.kind === "pulse";
  }
}

/**
 * Ticks every open milestone whose link names the event and records what ticked it (`by`, e.g.
 * 'activity:7'), so an undo can untick exactly those. Milestones already completed keep their
 * stamp: a second completion (a retry, or a race that lost the row lock) changes nothing.
 */
export function tickLinked(
  milestones: readonly Milestone[],
  event: ProgressEvent,
  by: string,
  now: Date,
): { milestones: Milestone[]; ticked: Milestone[] } {
  const ticked: Milestone[] = [];
  const next = milestones.map((m) => {
    if (m.completed || !linkMatches(m.completes, event)) return m;
    const done: Milestone = { ...m, completed: true, completedAt: now.toISOString(), completedBy: by };
    ticked.push(done);
    return done;
  });
  return { milestones: next, ticked };
}

/** Unticks only the milestones that `by` ticked; hand-ticked ones and others' stay. */
export function untickBy(
  milestones: readonly Milestone[],
  by: string,
): { milestones: Milestone[]; unticked: Milestone[] } {
  const unticked: Milestone[] = [];
  const next = milestones.map((m) => {
    if (!m.completed || m.completedBy !== by) return m;
    const open: Milestone = { ...m, completed: false, completedAt: null, completedBy: null };
    unticked.push(open);
    return open;
  });
  return { milestones: next, unticked };
}

/** A link from stored JSON, or null when it is missing or not one we know (old rows stay valid). */
export function parseLink(value: unknown): MilestoneLink | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  switch (v.kind) {
    case "lesson":
      return typeof v.lessonId === "number" ? { kind: "lesson", lessonId: v.lessonId } : null;
    case "activity":
      return v.activityType === "skill_practice" ||
        v.activityType === "lesson" ||
        v.activityType === "meeting" ||
        v.activityType === "other"
        ? { kind: "activity", activityType: v.activityType }
        : null;
    case "feedback":
      return { kind: "feedback" };
    case "pulse":
      return { kind: "pulse" };
    default:
      return null;
  }
}

/** jsonb written by older code may miss fields; the API always answers the full milestone shape. */
export function normaliseMilestones(value: unknown): Milestone[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const m = item as Partial<Milestone>;
    if (typeof m.description !== "string") return [];
    const completed = m.completed === true;
    const completes = parseLink(m.completes);
    return [
      {
        description: m.description,
        completed,
        completedAt: completed && typeof m.completedAt === "string" ? m.completedAt : null,
        ...(completes ? { completes } : {}),
        ...(completed && typeof m.completedBy === "string" ? { completedBy: m.completedBy } : {}),
      },
    ];
  });
}
