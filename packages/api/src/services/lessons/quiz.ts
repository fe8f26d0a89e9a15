import { AppError } from "../../lib/app-error";
import type { LessonQuiz } from "@leadcoach/db/content";
import type { AnswerQuizInput, OptionExplanation, QuizAnswerResult } from "../../schemas/lessons";
import { insertActivityEvent } from "../activity/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import { requireLesson } from "./catalog";
import { awardXpOnce } from "./queries";

/**
 * Checks an answer against the stored quiz. A correct answer earns the quiz's points once per question
 * (source key `quiz:{lessonId}:{stepIndex}`); answering again, or changing the answer, earns nothing more.
 */
export async function answerQuiz(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: AnswerQuizInput,
): Promise<QuizAnswerResult> {
  const now = clock();
  const lesson = await requireLesson(db, input.lessonId);
  const quiz = lesson.content.steps[input.stepIndex]?.quiz;
  if (!quiz) throw new AppError("BAD_REQUEST", "That step has no quiz.");
  if (input.optionIndex >= quiz.options.length) {
    throw new AppError("BAD_REQUEST", "That answer is not one of the options.");
  }
  const correct = input.optionIndex === quiz.correct;
  const earned =
    correct &&
    (await awardXpOnce(db, {
      userId: caller.id,
      sourceKey: `quiz:${lesson.id}:${input.stepIndex}`,
      points: quiz.points,
      badge: null,
      at: now,
    }));
  await insertActivityEvent(db, {
    userId: caller.id,
    type: "quiz_answered",
    subject: lesson.title,
    detail: { lessonId: lesson.id, stepIndex: input.stepIndex, correct },
    at: now,
  });
  return {
    correct,
    explanation: quiz.explanation,
    nonTechnicalExplanation: quiz.nonTechnicalExplanation,
    optionExplanations: optionExplanations(quiz, correct ? null : input.optionIndex),
    pointsAwarded: earned ? quiz.points : 0,
  };
}

/**
 * Why each option is right or wrong: only `onlyOption` (the wrong pick) while the learner is still
 * looking for the answer, every option once they found it. Empty when the quiz has none yet; a missing
 * Simple wording falls back to the Technical one.
 */
function optionExplanations(quiz: LessonQuiz, onlyOption: number | null): OptionExplanation[] {
  const technical = quiz.optionExplanations;
  if (!technical) return [];
  const simple = quiz.nonTechnicalOptionExplanations;
  return technical.flatMap((explanation, optionIndex) =>
    onlyOption === null || onlyOption === optionIndex
      ? [{ optionIndex, explanation, nonTechnicalExplanation: simple?.[optionIndex] ?? explanation }]
      : [],
  );
}
