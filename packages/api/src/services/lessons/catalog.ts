import type { DB } from "@leadcoach/db";
import type { LessonStep } from "@leadcoach/db/content";
import { TRPCError } from "@trpc/server";
import {
  lessonIdFromRef,
  type LessonDetail,
  type LessonRef,
  type LessonStepView,
  type LessonSummary,
} from "../../schemas/lessons";
import { findActiveLessons, findActiveLessonWithContent, type LessonRow } from "./queries";

export const LESSON_NOT_FOUND = "Lesson not found";

function toLessonSummary(row: LessonRow): LessonSummary {
  return { ...row, stepCount: Number(row.stepCount) };
}

export async function listLessons(
  db: DB,
  filter: { skillId?: number | undefined },
): Promise<LessonSummary[]> {
  return (await findActiveLessons(db, filter)).map(toLessonSummary);
}

/** An active lesson with its steps, by id or 'lesson-N'; 404 "Lesson not found" otherwise. */
export async function requireLesson(db: DB, ref: LessonRef) {
  const id = lessonIdFromRef(ref);
  const row = id === null ? undefined : await findActiveLessonWithContent(db, id);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: LESSON_NOT_FOUND });
  return row;
}

export async function getLesson(db: DB, ref: LessonRef): Promise<LessonDetail> {
  const { content, ...row } = await requireLesson(db, ref);
  return { ...toLessonSummary(row), steps: content.steps.map(withoutQuizAnswer) };
}

/** The learner sees a quiz's answer only by answering it (lessons.answerQuiz checks it on the server). */
function withoutQuizAnswer(step: LessonStep): LessonStepView {
  if (!step.quiz) return step;
  const {
    correct: _correct,
    explanation: _explanation,
    nonTechnicalExplanation: _simple,
    ...quiz
  } = step.quiz;
  return { ...step, quiz };
}
