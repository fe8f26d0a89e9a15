import { ROLE_PLAY_POINTS } from "../../domain";
import { lessonCatalog } from "../lessons";
import { lessonLength } from "../lesson-minutes";
import type { LessonContent, LessonQuiz } from "../lesson-schema";

export const MIN_LESSONS = 22;
export const LESSON_MINUTES = { min: 15, max: 30 } as const;
/** The two lessons whose length the product states (35 and 45 minutes); their content is written to match. */
export const FIXED_LESSON_MINUTES: Readonly<Record<string, number>> = { "lesson-1": 35, "lesson-2": 45 };
/** A quiz's longest option may have at most this many times the words of its shortest. */
export const MAX_OPTION_LENGTH_RATIO = 1.5;
/** The right answer may be the longest option in at most this share of quizzes. */
export const MAX_CORRECT_IS_LONGEST_SHARE = 0.25;

export interface CheckResult {
  report: string[];
  failures: string[];
}

function words(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Longest-to-shortest word ratio of some options, and whether `correct` is the one strictly longest. */
function optionLengths(options: string[], correct: number) {
  const counts = options.map(words);
  const longest = Math.max(...counts);
  const shortest = Math.max(1, Math.min(...counts));
  const correctCount = counts[correct] ?? 0;
  return {
    ratio: longest / shortest,
    correctIsLongest: correctCount === longest && counts.filter((c) => c === longest).length === 1,
  };
}

/** An amount of points a message names: '+50', '50 XP', '50 points', '50 pts'. */
const NAMED_POINTS = /\+\s?(\d+)|\b(\d+)\s?(?:XP|points?|pts)\b/gi;

/** The amounts of points a piece of text names, in order. */
export function namedPoints(text: string): number[] {
  return [...text.matchAll(NAMED_POINTS)].map((match) => Number(match[1] ?? match[2]));
}

/**
 * XP the server awards on one step, from the same sources it awards them from: the step's quiz points
 * (a right answer), ROLE_PLAY_POINTS (a completed role-play) and, on the last step, the lesson's points
 * (completing the lesson). Gamification messages may name these amounts and no others.
 */
export function awardedOnStep(lesson: LessonContent, index: number): number[] {
  const step = lesson.steps[index];
  if (!step) return [];
  return [
    ...(step.quiz ? [step.quiz.points] : []),
    ...(step.simulation ? [ROLE_PLAY_POINTS] : []),
    ...(index === lesson.steps.length - 1 ? [lesson.points] : []),
  ];
}

/** Every gamification message that names points its step does not award, as a failure line. */
export function unearnedPointMessages(catalog: readonly LessonContent[]): string[] {
  const failures: string[] = [];
  for (const lesson of catalog) {
    lesson.steps.forEach((step, index) => {
      const gamification = step.gamification;
      if (!gamification) return;
      const awarded = awardedOnStep(lesson, index);
      for (const [wording, text] of [
        ["Technical", gamification.message],
        ["Simple", gamification.nonTechnicalMessage],
      ] as const) {
        const unearned = namedPoints(text).filter((points) => !awarded.includes(points));
        if (unearned.length > 0)
          failures.push(
            `${lesson.slug} step ${index + 1}: the ${wording} gamification message "${text}" names ${unearned.join(", ")} points, which the server does not award on this step (it awards ${awarded.length ? awarded.join(", ") : "none"}).`,
          );
      }
    });
  }
  return failures;
}

interface QuizLine {
  at: string;
  quiz: LessonQuiz;
}

/**
 * The lesson catalogue against its limits: each lesson's words and computed minutes (reading and
 * activity), the lesson count, each quiz's option lengths in both wordings and how often the right
 * answer is the longest option, and gamification messages that name points the server does not award.
 * (Both wordings, model answers, rubrics and option explanations are required
 * by the lesson schema itself.)
 */
export function checkLessons(catalog: readonly LessonContent[] = lessonCatalog()): CheckResult {
  const report: string[] = [];
  const failures: string[] = [];

  report.push(`Lessons: ${catalog.length} (at least ${MIN_LESSONS})`);
  if (catalog.length < MIN_LESSONS)
    failures.push(`There are ${catalog.length} lessons; at least ${MIN_LESSONS} are needed.`);

  report.push("Lesson | words | reading min | activity min | minutes");
  const quizzes: QuizLine[] = [];
  for (const lesson of catalog) {
    const length = lessonLength(lesson);
    report.push(
      `${lesson.slug} | ${length.words} | ${length.readingMinutes.toFixed(1)} | ${length.activityMinutes} | ${length.minutes}`,
    );
    const fixed = FIXED_LESSON_MINUTES[lesson.slug];
    if (fixed !== undefined) {
      if (length.minutes !== fixed)
        failures.push(`${lesson.slug} takes ${length.minutes} minutes; it must take ${fixed}.`);
    } else if (length.minutes < LESSON_MINUTES.min || length.minutes > LESSON_MINUTES.max) {
      failures.push(
        `${lesson.slug} takes ${length.minutes} minutes; lessons take ${LESSON_MINUTES.min} to ${LESSON_MINUTES.max}.`,
      );
    }
    lesson.steps.forEach((step, index) => {
      if (step.quiz) quizzes.push({ at: `${lesson.slug} step ${index + 1}`, quiz: step.quiz });
    });
  }

  report.push("Quiz | option length ratio (Technical / Simple) | right answer is the longest");
  let correctIsLongest = 0;
  for (const { at, quiz } of quizzes) {
    const technical = optionLengths(quiz.options, quiz.correct);
    const simple = optionLengths(quiz.nonTechnicalOptions, quiz.correct);
    const longest = technical.correctIsLongest || simple.correctIsLongest;
    if (longest) correctIsLongest += 1;
    report.push(
      `${at} | ${technical.ratio.toFixed(2)} / ${simple.ratio.toFixed(2)} | ${longest ? "yes" : "no"}`,
    );
    for (const [wording, lengths] of [
      ["Technical", technical],
      ["Simple", simple],
    ] as const) {
      if (lengths.ratio > MAX_OPTION_LENGTH_RATIO)
        failures.push(
          `${at}: the ${wording} options' longest has ${lengths.ratio.toFixed(2)}x the words of the shortest (at most ${MAX_OPTION_LENGTH_RATIO}).`,
        );
    }
  }
  const share = quizzes.length === 0 ? 0 : correctIsLongest / quizzes.length;
  report.push(
    `The right answer is the longest option in ${correctIsLongest} of ${quizzes.length} quizzes (${Math.round(share * 100)}%, at most ${MAX_CORRECT_IS_LONGEST_SHARE * 100}%).`,
  );
  if (share > MAX_CORRECT_IS_LONGEST_SHARE)
    failures.push(
      `The right answer is the longest option in ${Math.round(share * 100)}% of quizzes (at most ${MAX_CORRECT_IS_LONGEST_SHARE * 100}%).`,
    );

  const unearned = unearnedPointMessages(catalog);
  report.push(`Gamification messages naming points the server does not award: ${unearned.length}`);
  failures.push(...unearned);

  return { report, failures };
}
