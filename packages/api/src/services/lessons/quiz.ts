import type { DB } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import type { AnswerQuizInput, QuizAnswerResult } from "../../schemas/lessons";
import { recordActivity } from "../activity/record";
import type { Caller } from "../learning/access";
import { requireLesson } from "./catalog";
import { awardXpOnce } from "./queries";

/**
 * Checks an answer against the stored quiz. A correct answer earns the quiz's points once per question
 * (source key `quiz:{lessonId}:{stepIndex}`); answering again, or changing the answer, earns nothing more.
 */
export async function answerQuiz(
  db: DB,
  caller: Caller,
  input: AnswerQuizInput,
  now: Date,
): Promise<QuizAnswerResult> {
  const lesson = await requireLesson(db, input.lessonId);
  const quiz = lesson.content.steps[input.stepIndex]?.quiz;
  if (!quiz) throw new TRPCError({ code: "BAD_REQUEST", message: "That step has no quiz." });
  if (input.optionIndex >= quiz.options.length) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "That answer is not one of the options." });
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
  await recordActivity(db, {
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
