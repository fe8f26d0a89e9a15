import type { DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import type {
  CreateLessonProgressInput,
  LessonProgress,
  SavedLessonProgress,
  UpdateLessonProgressInput,
} from "../../schemas/lessons";
import type { UserScopedInput } from "../../schemas/record-id";
import { insertActivityEvent } from "../activity/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import { assertCanViewUser } from "../learning/access";
import { requireLesson } from "./catalog";
import { nextProgress, type ProgressSave } from "./progress";
import {
  awardXpOnce,
  findProgressRecords,
  lockProgressById,
  lockProgressForLesson,
  touchSkillActivity,
  updateProgressRecord,
  type ProgressRow,
} from "./queries";
import { onLessonCompleted } from "../progress-events";

export const PROGRESS_NOT_FOUND = "Lesson progress not found";

function toLessonProgress(row: ProgressRow): LessonProgress {
  return {
    id: row.id,
    userId: row.userId,
    lessonId: row.lessonId,
    status: row.status,
    progressPercentage: row.progress,
    currentStep: row.currentStep,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** GET /api/user-lessons/{userId}: the user's records (their own, or any user's for an admin). */
export async function listLessonProgress(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: UserScopedInput,
): Promise<LessonProgress[]> {
  await assertCanViewUser(caller, input.userId, { db, now: now(), area: "lessons" });
  return (await findProgressRecords(db, input.userId)).map(toLessonProgress);
}

/**
 * POST /api/user-lessons. Saving the same (user, lesson) again updates the one record, so a client
 * retrying after a failed save does no harm.
 */
export async function createLessonProgress(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: CreateLessonProgressInput,
): Promise<SavedLessonProgress> {
  const now = clock();
  if (input.userId !== caller.id) {
    throw new AppError("FORBIDDEN", "You can only save your own lesson progress.");
  }
  const lesson = await requireLesson(db, input.lessonId);
  return db.transaction().execute(async (trx) => {
    const row = await lockProgressForLesson(trx, caller.id, lesson.id, now);
    return saveProgress(trx, row, lesson, input, now);
  });
}

/** PATCH /api/user-lessons/{progressId}: only the caller's own record; anyone else's is "not found". */
export async function updateLessonProgress(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: UpdateLessonProgressInput,
): Promise<SavedLessonProgress> {
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const row = await lockProgressById(trx, input.progressId);
    if (!row || row.userId !== caller.id) {
      throw new AppError("NOT_FOUND", PROGRESS_NOT_FOUND);
    }
    const lesson = await requireLesson(trx, row.lessonId);
    return saveProgress(trx, row, lesson, input, now);
  });
}

type Lesson = Awaited<ReturnType<typeof requireLesson>>;

async function saveProgress(
  db: DB,
  row: ProgressRow,
  lesson: Lesson,
  save: ProgressSave,
  now: Date,
): Promise<SavedLessonProgress> {
  const totalSteps = lesson.content.steps.length;
  if (save.currentStep !== undefined && save.currentStep >= totalSteps) {
    throw new AppError(
      "BAD_REQUEST",
      `currentStep must be below ${totalSteps}, the number of steps in this lesson`,
    );
  }
  const next = nextProgress(row, save, totalSteps, now);
  const saved = await updateProgressRecord(db, row.id, {
    status: next.status,
    progress: next.progress,
    currentStep: next.currentStep,
    completedAt: next.completedAt,
    updatedAt: now,
  });

  let xpAwarded = 0;
  if (next.becameCompleted) {
    const firstTime = await awardXpOnce(db, {
      userId: row.userId,
      sourceKey: `lesson:${lesson.id}`,
      points: lesson.points,
      badge: lesson.badge,
      at: now,
    });
    if (firstTime) {
      xpAwarded = lesson.points;
      await insertActivityEvent(db, {
        userId: row.userId,
        type: "lesson_completed",
        subject: lesson.title,
        detail: { lessonId: lesson.id, points: lesson.points, badge: lesson.badge },
        at: now,
      });
    }
    if (lesson.skillId !== null) await touchSkillActivity(db, row.userId, lesson.skillId, now);
    // The coaching loop: goal milestones and recommendations that name this lesson move with it.
    await onLessonCompleted(db, row.userId, lesson.id, now);
  } else if (next.stepAdvanced) {
    await insertActivityEvent(db, {
      userId: row.userId,
      type: "lesson_step",
      subject: lesson.title,
      detail: { lessonId: lesson.id, step: next.currentStep, progress: next.progress },
      at: now,
    });
  }
  return { ...toLessonProgress(saved), xpAwarded };
}
