import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  PAST_START_MESSAGE,
  type ScheduledActivity,
  type ZCreateScheduledActivityInput,
  type ZScheduledActivityIdInput,
  type ZUpdateScheduledActivityInput,
} from "../../schemas/calendar";
import {
  canMarkDone,
  DONE_TOO_EARLY_MESSAGE,
  JOIN_ENDED_MESSAGE,
  JOIN_TOO_EARLY_MESSAGE,
  joinWindow,
  scheduledActivityProblems,
  startsInPast,
  type ScheduledActivityShape,
} from "../../schemas/calendar-rules";
import { lessonIdFromRef, type LessonRef } from "../../schemas/lessons";
import type { ZUserScopedInput } from "../../schemas/record-id";
import { insertActivityEvent } from "../activity/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import { assertCanViewUser } from "../learning/access";
import { onActivityCompleted, onActivityReopened } from "../progress-events";
import type { IcsActivity } from "./ics";
import {
  activeLessonExists,
  clearCompletion,
  COMPLETION_EVENT_TYPE,
  deleteCompletionEvent,
  deleteOwnActivity,
  findActivities,
  findActivity,
  insertActivity,
  lockOwnActivity,
  SCHEDULE_LOOKBACK_DAYS,
  setCompletedOnce,
  setJoinedOnce,
  updateActivityRow,
  type ActivityRow,
} from "./queries";

export const ACTIVITY_NOT_FOUND = "Activity not found";
const notFound = () => new AppError("NOT_FOUND", ACTIVITY_NOT_FOUND);
const DAY_MS = 86_400_000;

export function toScheduledActivity(row: ActivityRow): ScheduledActivity {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    relatedId: row.relatedId,
    relatedLessonTitle: row.relatedLessonTitle,
    meetingUrl: row.meetingUrl,
    status: row.status,
    joinedAt: row.joinedAt ? row.joinedAt.toISOString() : null,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

function scheduleRowsOf(db: DB, userId: number, now: Date): Promise<ActivityRow[]> {
  return findActivities(db, userId, new Date(now.getTime() - SCHEDULE_LOOKBACK_DAYS * DAY_MS));
}

/** The schedule of one user: from 30 days ago on, by start time, capped. */
export async function scheduleOf(db: DB, userId: number, now: Date): Promise<ScheduledActivity[]> {
  return (await scheduleRowsOf(db, userId, now)).map(toScheduledActivity);
}

/** The same schedule with each activity's revision, for the .ics export and the feed. */
export async function icsScheduleOf(db: DB, userId: number, now: Date): Promise<IcsActivity[]> {
  return (await scheduleRowsOf(db, userId, now)).map((row) => ({
    ...toScheduledActivity(row),
    sequence: row.sequence,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** GET /api/calendar/{userId}. */
export async function listActivities(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZUserScopedInput>,
): Promise<ScheduledActivity[]> {
  await assertCanViewUser(caller, input.userId, { db, now: now(), area: "calendar" });
  return scheduleOf(db, input.userId, now());
}

/** The rules across a whole activity's fields, the same ones the form checks before sending. */
function assertActivityRules(activity: ScheduledActivityShape): void {
  const [problem] = scheduledActivityProblems(activity);
  if (problem) throw new AppError("BAD_REQUEST", problem.message);
}

/** The lesson an activity starts (the rules above require one for a 'lesson' activity); it must exist. */
async function resolveRelatedLesson(db: DB, ref: LessonRef | null | undefined): Promise<number | null> {
  if (ref === null || ref === undefined || ref === "") return null;
  const id = lessonIdFromRef(ref);
  if (id === null || !(await activeLessonExists(db, id))) {
    throw new AppError("BAD_REQUEST", "That lesson does not exist.");
  }
  return id;
}

async function readActivity(db: DB, id: number): Promise<ScheduledActivity> {
  const row = await findActivity(db, id);
  if (!row) throw notFound();
  return toScheduledActivity(row);
}

/**
 * Runs `change` on the caller's activity, locked for one transaction (404 when it is not theirs), then
 * reads the activity as it now stands.
 */
async function changeOwnActivity(
  db: DB,
  caller: SessionUser,
  id: number,
  change: (trx: DB, existing: LockedActivity) => Promise<void>,
): Promise<ScheduledActivity> {
  await db.transaction().execute(async (trx) => {
    const existing = await lockOwnActivity(trx, caller.id, id);
    if (!existing) throw notFound();
    await change(trx, existing);
  });
  return readActivity(db, id);
}

export async function createActivity(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZCreateScheduledActivityInput>,
): Promise<ScheduledActivity> {
  const now = clock();
  const startTime = new Date(input.startTime);
  const endTime = new Date(input.endTime);
  assertActivityRules({ type: input.type, startTime, endTime, relatedId: input.relatedId });
  if (!input.allowPast && startsInPast(startTime, now)) throw new AppError("BAD_REQUEST", PAST_START_MESSAGE);
  const relatedId = await resolveRelatedLesson(db, input.relatedId);
  const id = await insertActivity(
    db,
    caller.id,
    {
      type: input.type,
      title: input.title,
      description: input.description ?? null,
      startTime,
      endTime,
      relatedId,
      meetingUrl: input.meetingUrl ?? null,
    },
    now,
  );
  return readActivity(db, id);
}

/**
 * Edit or reschedule the caller's activity. Moving the start to before now needs `allowPast`; moving a
 * joined or done activity schedules it again, undoing 'done' as 'Undo' would.
 */
export async function updateActivity(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZUpdateScheduledActivityInput>,
): Promise<ScheduledActivity> {
  const now = clock();
  return changeOwnActivity(db, caller, input.id, async (trx, existing) => {
    const type = input.type ?? existing.type;
    const startTime = input.startTime ? new Date(input.startTime) : existing.startTime;
    const endTime = input.endTime ? new Date(input.endTime) : existing.endTime;
    const relatedRef = input.relatedId !== undefined ? input.relatedId : existing.relatedId;
    assertActivityRules({ type, startTime, endTime, relatedId: relatedRef });
    const startMoved = startTime.getTime() !== existing.startTime.getTime();
    if (startMoved && !input.allowPast && startsInPast(startTime, now)) {
      throw new AppError("BAD_REQUEST", PAST_START_MESSAGE);
    }
    const relatedId =
      input.relatedId !== undefined || input.type !== undefined
        ? await resolveRelatedLesson(trx, relatedRef)
        : existing.relatedId;
    const moved = startMoved || endTime.getTime() !== existing.endTime.getTime();
    if (moved && existing.completedAt) {
      await reopen(trx, caller.id, { ...existing, completedAt: existing.completedAt }, now);
    }
    await updateActivityRow(
      trx,
      existing.id,
      {
        type,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.meetingUrl !== undefined ? { meetingUrl: input.meetingUrl } : {}),
        startTime,
        endTime,
        relatedId,
        ...(moved && existing.status !== "scheduled"
          ? { status: "scheduled" as const, joinedAt: null, completedAt: null }
          : {}),
      },
      now,
    );
  });
}

export async function deleteActivity(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZScheduledActivityIdInput>,
): Promise<{ success: true }> {
  if (!(await deleteOwnActivity(db, caller.id, input.id))) throw notFound();
  return { success: true };
}

type LockedActivity = NonNullable<Awaited<ReturnType<typeof lockOwnActivity>>>;

function progressSubject(activity: LockedActivity) {
  return { id: activity.id, type: activity.type, relatedLessonId: activity.relatedId };
}

/**
 * 'Join': open from 10 minutes before the start until the end (outside it, a 409 that says why).
 * Records attendance on the first join only and hands back the meeting link, if any.
 */
export async function joinActivity(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZScheduledActivityIdInput>,
): Promise<{ meetingUrl: string | null; activity: ScheduledActivity }> {
  const now = clock();
  const activity = await changeOwnActivity(db, caller, input.id, async (trx, existing) => {
    const window = joinWindow(existing, now);
    if (window === "early") throw new AppError("CONFLICT", JOIN_TOO_EARLY_MESSAGE);
    if (window === "ended") throw new AppError("CONFLICT", JOIN_ENDED_MESSAGE);
    if (!(await setJoinedOnce(trx, existing.id, now))) return;
    await insertActivityEvent(trx, {
      userId: caller.id,
      type: "activity_attended",
      subject: existing.title,
      detail: { activityId: existing.id, activityType: existing.type, action: "joined" },
      at: now,
    });
  });
  return { meetingUrl: activity.meetingUrl, activity };
}

/**
 * 'Mark as done', any time from the start on. Done once: a second (or concurrent) call changes
 * nothing and records nothing. Progress (goal milestones, recommendations) moves in the same
 * transaction, and the completion counts as a learning action for the streak.
 */
export async function markActivityDone(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZScheduledActivityIdInput>,
): Promise<ScheduledActivity> {
  const now = clock();
  return changeOwnActivity(db, caller, input.id, async (trx, existing) => {
    if (existing.completedAt) return;
    if (!canMarkDone(existing, now)) throw new AppError("CONFLICT", DONE_TOO_EARLY_MESSAGE);
    if (!(await setCompletedOnce(trx, existing.id, now))) return;
    await insertActivityEvent(trx, {
      userId: caller.id,
      type: COMPLETION_EVENT_TYPE,
      subject: existing.title,
      detail: { activityId: existing.id, activityType: existing.type, action: "done" },
      at: now,
    });
    await onActivityCompleted(trx, caller.id, progressSubject(existing), now);
  });
}

/** Clears a completion, its learning action and the progress it moved (inside the caller's transaction). */
async function reopen(
  trx: DB,
  userId: number,
  activity: LockedActivity & { completedAt: Date },
  now: Date,
): Promise<boolean> {
  if (!(await clearCompletion(trx, activity.id, activity.completedAt, now))) return false;
  await deleteCompletionEvent(trx, userId, activity.id, activity.completedAt);
  await onActivityReopened(trx, userId, progressSubject(activity), now);
  return true;
}

/** 'Undo' of 'Mark as done': reverts it once; on an activity that is not done it changes nothing. */
export async function undoActivityDone(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZScheduledActivityIdInput>,
): Promise<ScheduledActivity> {
  const now = clock();
  return changeOwnActivity(db, caller, input.id, async (trx, existing) => {
    if (!existing.completedAt) return;
    await reopen(trx, caller.id, { ...existing, completedAt: existing.completedAt }, now);
  });
}
