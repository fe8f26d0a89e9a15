import { z } from "zod";
import {
  ZAnswerQuizInput,
  ZCreateLessonProgressInput,
  ZLessonByIdInput,
  ZLessonDetail,
  ZLessonProgress,
  ZLessonSummary,
  ZListLessonsInput,
  ZQuizAnswerResult,
  ZSavedLessonProgress,
  ZUpdateLessonProgressInput,
  ZXpSummary,
} from "../schemas/lessons";
import { ZUserScopedInput } from "../schemas/record-id";
import { getLesson, listLessons } from "../services/lessons/catalog";
import {
  createLessonProgress,
  listLessonProgress,
  updateLessonProgress,
} from "../services/lessons/progress-records";
import { answerQuiz } from "../services/lessons/quiz";
import { xpSummary } from "../services/lessons/xp";
import { deps } from "../services/deps";
import { protectedProcedure, router } from "../trpc";

export const lessonsRouter = router({
  /** GET /api/lessons: the active catalogue, optionally one skill's lessons (/lessons?skill=). */
  list: protectedProcedure
    .input(ZListLessonsInput)
    .output(z.array(ZLessonSummary))
    .query(({ ctx, input }) => listLessons(deps(ctx), ctx.user, input)),

  /** One lesson with its steps, by id or 'lesson-N'; 404 "Lesson not found". */
  byId: protectedProcedure
    .input(ZLessonByIdInput)
    .output(ZLessonDetail)
    .query(({ ctx, input }) => getLesson(deps(ctx), ctx.user, input)),

  /** GET /api/user-lessons/{userId}. */
  progress: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZLessonProgress))
    .query(({ ctx, input }) => listLessonProgress(deps(ctx), ctx.user, input)),

  /** POST /api/user-lessons. */
  createProgress: protectedProcedure
    .input(ZCreateLessonProgressInput)
    .output(ZSavedLessonProgress)
    .mutation(({ ctx, input }) => createLessonProgress(deps(ctx), ctx.user, input)),

  /** PATCH /api/user-lessons/{progressId}. */
  updateProgress: protectedProcedure
    .input(ZUpdateLessonProgressInput)
    .output(ZSavedLessonProgress)
    .mutation(({ ctx, input }) => updateLessonProgress(deps(ctx), ctx.user, input)),

  answerQuiz: protectedProcedure
    .input(ZAnswerQuizInput)
    .output(ZQuizAnswerResult)
    .mutation(({ ctx, input }) => answerQuiz(deps(ctx), ctx.user, input)),

  /** The caller's total XP and badges. */
  xp: protectedProcedure.output(ZXpSummary).query(({ ctx }) => xpSummary(deps(ctx), ctx.user)),
});
