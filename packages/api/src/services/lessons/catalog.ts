import type { DB } from "@leadcoach/db";
import type { LessonStep } from "@leadcoach/db/content";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  lessonIdFromRef,
  type LessonDetail,
  type LessonRef,
  type LessonStepView,
  type LessonSummary,
  type ZLessonByIdInput,
  type ZListLessonsInput,
} from "../../schemas/lessons";
import type { ServiceDeps } from "../deps";
import type { SessionUser } from "../users/session-user";
import { findActiveLessons, findActiveLessonWithContent, type LessonRow } from "./queries";

export const LESSON_NOT_FOUND = "Lesson not found";

function toLessonSummary(row: LessonRow): LessonSummary {
  return { ...row, stepCount: Number(row.stepCount) };
}

/** The active catalogue, optionally one skill's lessons. */
export async function listLessons(
  { db }: ServiceDeps,
  _caller: SessionUser,
  input: z.output<typeof ZListLessonsInput>,
): Promise<LessonSummary[]> {
  return (await findActiveLessons(db, { skillId: input?.skillId })).map(toLessonSummary);
}

/** An active lesson with its steps, by id or 'lesson-N'; 404 "Lesson not found" otherwise. */
export async function requireLesson(db: DB, ref: LessonRef) {
  const id = lessonIdFromRef(ref);
  const row = id === null ? undefined : await findActiveLessonWithContent(db, id);
  if (!row) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
  return row;
}

export async function getLesson(
  { db }: ServiceDeps,
  _caller: SessionUser,
  input: z.output<typeof ZLessonByIdInput>,
): Promise<LessonDetail> {
  const { content, ...row } = await requireLesson(db, input.lessonId);
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
