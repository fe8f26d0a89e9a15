import type { BadgeTone } from "../../components/tone-badge";
import type { EnrolResult, ProgramStep, ProgramStepKind, ProgramSummary } from "@leadcoach/api/schemas";

/** What a participant does to complete each kind of step (its name: `programStepKindLabels`). */
export const stepKindHints: Record<ProgramStepKind, string> = {
  lesson: "Done when the person completes the lesson.",
  assessment: "Done when the person submits the skills assessment.",
  skill_pulse: "Done when the person takes a pulse (on the skill, if you name one).",
  review_360: "Done when the person's 360 cycle completes.",
  practice: "Done when the person marks a skill-practice activity done.",
  reflection: "Done when the person writes their answer. Admins never see it.",
  goal: "Done when the person makes the goal from the step.",
};

/** The fields a step of each kind carries beside its week, kind and title. */
export function stepFields(kind: ProgramStepKind): { lesson: boolean; skill: boolean; prompt: boolean } {
  return {
    lesson: kind === "lesson",
    skill: kind === "skill_pulse" || kind === "practice" || kind === "goal",
    prompt: kind === "reflection" || kind === "goal",
  };
}

/** The prompt field's label: a reflection asks a question, a goal step proposes the goal. */
export function promptLabel(kind: ProgramStepKind): string {
  return kind === "goal" ? "Goal the person makes" : "Question to answer";
}

export interface StepWeek<S> {
  week: number;
  steps: S[];
}

/** Steps grouped by week, weeks in order, each week's steps in their order; empty weeks left out. */
export function stepsByWeek<S extends Pick<ProgramStep, "week">>(steps: readonly S[]): StepWeek<S>[] {
  const weeks = new Map<number, S[]>();
  for (const step of steps) weeks.set(step.week, [...(weeks.get(step.week) ?? []), step]);
  return [...weeks.entries()].sort(([a], [b]) => a - b).map(([week, list]) => ({ week, steps: list }));
}

/** 'N enrolled, M already enrolled', as the enrol dialog reports it. */
export function enrolResultMessage(result: EnrolResult): string {
  return `${result.enrolled} enrolled, ${result.alreadyEnrolled} already enrolled`;
}

/** A program's status: archived, open for people to join themselves, or enrol-only. */
export function programStatus(program: Pick<ProgramSummary, "archived" | "isOpen">): BadgeTone {
  if (program.archived) return { label: "Archived", color: "gray" };
  return program.isOpen ? { label: "Open to join", color: "green" } : { label: "Enrol only", color: "blue" };
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
