import { AppError } from "../../lib/app-error";
import type { AnswerQuizInput, QuizAnswerResult } from "../../schemas/lessons";
import { insertActivityEvent } from "../activity/queries";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
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
    pointsAwarded: earned ? quiz.points : 0,
  };
}
