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
  ZRolePlayReply,
  ZRolePlayReplyInput,
  ZRolePlayResult,
  ZRolePlayStepInput,
  ZSaveRolePlayCheckInput,
  ZSubmitRolePlayInput,
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
import { getRolePlay, saveRolePlayCheck, submitRolePlay } from "../services/lessons/role-play";
import { rolePlayReply } from "../services/lessons/role-play-reply";
import { xpSummary } from "../services/lessons/xp";
import { serve } from "../context";
import { protectedProcedure, router } from "../trpc";

export const lessonsRouter = router({
  /** GET /api/lessons: the active catalogue, optionally one skill's lessons (/lessons?skill=). */
  list: protectedProcedure.input(ZListLessonsInput).output(z.array(ZLessonSummary)).query(serve(listLessons)),

  /** One lesson with its steps, by id or 'lesson-N'; 404 "Lesson not found". */
  byId: protectedProcedure.input(ZLessonByIdInput).output(ZLessonDetail).query(serve(getLesson)),

  /** GET /api/user-lessons/{userId}. */
  progress: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZLessonProgress))
    .query(serve(listLessonProgress)),

  /** POST /api/user-lessons. */
  createProgress: protectedProcedure
    .input(ZCreateLessonProgressInput)
    .output(ZSavedLessonProgress)
    .mutation(serve(createLessonProgress)),

  /** PATCH /api/user-lessons/{progressId}. */
  updateProgress: protectedProcedure
    .input(ZUpdateLessonProgressInput)
    .output(ZSavedLessonProgress)
    .mutation(serve(updateLessonProgress)),

  answerQuiz: protectedProcedure
    .input(ZAnswerQuizInput)
    .output(ZQuizAnswerResult)
    .mutation(serve(answerQuiz)),

  /** The caller's own answer to a role-play (simulation) step, with its model answer and rubric; null before one. */
  rolePlay: protectedProcedure
    .input(ZRolePlayStepInput)
    .output(ZRolePlayResult.nullable())
    .query(serve(getRolePlay)),

  /** Stores (or replaces) what the caller would say in a role-play; answers with the model answer and rubric. */
  submitRolePlay: protectedProcedure
    .input(ZSubmitRolePlayInput)
    .output(ZRolePlayResult)
    .mutation(serve(submitRolePlay)),

  /** Saves the caller's rubric self-check, completing the role-play step (its XP counts once). */
  saveRolePlayCheck: protectedProcedure
    .input(ZSaveRolePlayCheckInput)
    .output(ZRolePlayResult)
    .mutation(serve(saveRolePlayCheck)),

  /**
   * 'Hear their reply': the other participant answers the caller's words (up to three turns) and the
   * rubric is applied to them. Only with a configured language-model provider; nothing is stored.
   */
  hearRolePlayReply: protectedProcedure
    .input(ZRolePlayReplyInput)
    .output(ZRolePlayReply)
    .mutation(serve(rolePlayReply)),

  /** The caller's total XP and badges. */
  xp: protectedProcedure.output(ZXpSummary).query(serve(xpSummary)),
});
