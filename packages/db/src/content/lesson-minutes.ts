import type { LessonContent, LessonStep } from "./lesson-schema";

/** Reading speed used for every lesson's stated length. */
export const READING_WORDS_PER_MINUTE = 200;

/** Usual minutes of work a step type asks for beyond its reading; a step may state its own (activityMinutes). */
export const ACTIVITY_MINUTES_BY_STEP_TYPE: Record<LessonStep["type"], number> = {
  content: 0,
  quiz: 2,
  simulation: 8,
  application: 5,
  exercise: 5,
};

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The Technical wording a learner reads in one step: its text, quiz and role-play. */
export function stepReadingWords(step: LessonStep): number {
  const texts: string[] = [step.content];
  if (step.quiz) {
    const quiz = step.quiz;
    texts.push(quiz.question, ...quiz.options, quiz.explanation, ...(quiz.optionExplanations ?? []));
  }
  if (step.simulation) {
    const sim = step.simulation;
    texts.push(sim.scenario, sim.challenge, ...sim.participants.map((p) => p.statement));
    if (sim.modelAnswer) texts.push(sim.modelAnswer);
    texts.push(...(sim.rubric ?? []).map((item) => item.criterion));
  }
  return texts.reduce((sum, text) => sum + countWords(text), 0);
}

export function stepActivityMinutes(step: LessonStep): number {
  return step.activityMinutes ?? ACTIVITY_MINUTES_BY_STEP_TYPE[step.type];
}

export interface LessonLength {
  words: number;
  readingMinutes: number;
  activityMinutes: number;
  /** What the catalogue states: reading plus activities, rounded to whole minutes. */
  minutes: number;
}

/** A lesson's length, computed from its content so the stated minutes can never drift from it. */
export function lessonLength(lesson: Pick<LessonContent, "steps">): LessonLength {
  const words = lesson.steps.reduce((sum, step) => sum + stepReadingWords(step), 0);
  const readingMinutes = words / READING_WORDS_PER_MINUTE;
  const activityMinutes = lesson.steps.reduce((sum, step) => sum + stepActivityMinutes(step), 0);
  return { words, readingMinutes, activityMinutes, minutes: Math.round(readingMinutes + activityMinutes) };
}
