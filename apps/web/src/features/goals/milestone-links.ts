import type { Goal, LessonSummary, MilestoneLink } from "@leadcoach/api/schemas";
import type { SkillOption, SkillOptionGroup } from "./skill-options";

const activityLabels = {
  skill_practice: "Completing a skill practice session",
  lesson: "Completing a scheduled lesson session",
  meeting: "Completing a meeting",
  other: "Completing another scheduled activity",
} as const;

/** The 'Completed by' select (empty: ticked by hand): a scheduled activity, feedback, the re-check, a lesson. */
export function milestoneLinkOptions(
  lessons: readonly Pick<LessonSummary, "id" | "title">[] | undefined,
): SkillOptionGroup[] {
  const lessonItems: SkillOption[] = (lessons ?? []).map((lesson) => ({
    value: `lesson:${lesson.id}`,
    label: `Finishing the lesson '${lesson.title}'`,
  }));
  return [
    {
      group: "The work itself",
      items: [
        ...Object.entries(activityLabels).map(([type, label]) => ({ value: `activity:${type}`, label })),
        { value: "feedback", label: "A feedback request being answered" },
        { value: "pulse", label: "The skill re-check (a short pulse or a 360 review)" },
      ],
    },
    ...(lessonItems.length > 0 ? [{ group: "Lessons", items: lessonItems }] : []),
  ];
}

export interface MilestoneAction {
  /** Where the work is done; absent for the re-check, which opens its dialog. */
  href?: string;
  label: string;
}

/** What an open linked milestone offers on the goal card. */
export function milestoneAction(link: MilestoneLink | undefined): MilestoneAction | null {
  if (!link) return null;
  switch (link.kind) {
    case "lesson":
      return { href: `/lesson/${link.lessonId}`, label: "Open the lesson" };
    case "activity":
      return { href: "/calendar", label: "Schedule it" };
    case "feedback":
      return { href: "/peer-feedback", label: "Ask for feedback" };
    case "pulse":
      return { label: "Re-check skill" };
  }
}

/** How an event-ticked milestone says so. */
export function completedByLabel(by: string | undefined): string | null {
  switch (by) {
    case "lesson":
      return "by finishing the lesson";
    case "activity":
      return "by a completed activity";
    case "feedback":
      return "by an answered feedback request";
    case "pulse":
      return "by the skill re-check";
    case "review360":
      return "by a finished 360 review";
    default:
      return null;
  }
}

/** The Goals banner: 'retake' only when the goals came from a retake, not from a first assessment. */
export function recentGoalsMessage(goals: readonly Pick<Goal, "isRecent" | "fromRetake">[]): string {
  return goals.some((g) => g.isRecent && g.fromRetake)
    ? "New goals have been added from your recent assessment retake"
    : "New goals have been added from your recent assessment";
}
