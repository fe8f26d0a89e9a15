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
import type { ServiceDeps, SessionUser } from "../deps";
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
  return { ...toLessonSummary(row), steps: content.steps.map(withoutAnswers) };
}

/**
 * The learner sees a quiz's answer and explanations only by answering it (lessons.answerQuiz), and a
 * role-play's model answer and rubric only once they wrote their own (lessons.submitRolePlay).
 */
function withoutAnswers(step: LessonStep): LessonStepView {
  const { quiz, simulation, ...rest } = step;
  const view: LessonStepView = rest;
  if (quiz) {
    const {
      correct: _correct,
      explanation: _explanation,
      nonTechnicalExplanation: _simple,
      optionExplanations: _options,
      nonTechnicalOptionExplanations: _simpleOptions,
      ...question
    } = quiz;
    view.quiz = question;
  }
  if (simulation) {
    const {
      modelAnswer: _model,
      nonTechnicalModelAnswer: _simpleModel,
      rubric: _rubric,
      ...scene
    } = simulation;
    view.simulation = scene;
  }
  return view;
}
