import type { MyProgramStep } from "@leadcoach/api/schemas";

/**
 * Where a step gets done, for the kinds done elsewhere in the app; null for a reflection or a goal,
 * which are done on /program itself. A skill re-check (pulse) is taken from a goal's card on /goals.
 */
export function stepDestination(
  step: Pick<MyProgramStep, "kind" | "lessonId">,
): { to: string; label: string } | null {
  switch (step.kind) {
    case "lesson":
      return step.lessonId === null
        ? { to: "/lessons", label: "Open lessons" }
        : { to: `/lesson/${step.lessonId}`, label: "Open the lesson" };
    case "assessment":
      return { to: "/assessment", label: "Take the assessment" };
    case "skill_pulse":
      return { to: "/goals", label: "Re-check on Goals" };
    case "review_360":
      return { to: "/360", label: "Open 360 reviews" };
    case "practice":
      return { to: "/calendar", label: "Open the calendar" };
    case "reflection":
    case "goal":
      return null;
  }
}
