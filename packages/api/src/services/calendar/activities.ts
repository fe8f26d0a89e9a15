import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  type ScheduledActivity,
  type ZCreateScheduledActivityInput,
  type ZScheduledActivityIdInput,
  type ZUpdateScheduledActivityInput,
} from "../../schemas/calendar";
import { scheduledActivityProblems, type ScheduledActivityShape } from "../../schemas/calendar-rules";
import { lessonIdFromRef, type LessonRef } from "../../schemas/lessons";
import type { ZUserScopedInput } from "../../schemas/record-id";
import { insertActivityEvent } from "../activity/queries";
import type { ServiceDeps } from "../deps";
import { assertCanViewUser } from "../learning/access";
import type { SessionUser } from "../users/session-user";
import {
  activeLessonExists,
  deleteOwnActivity,
  findActivities,
  findActivity,
  insertActivity,
  lockOwnActivity,
  SCHEDULE_LOOKBACK_DAYS,
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
  };
}

/** The schedule of one user: from 30 days ago on, by start time, capped. */
export async function scheduleOf(db: DB, userId: number, now: Date): Promise<ScheduledActivity[]> {
  const since = new Date(now.getTime() - SCHEDULE_LOOKBACK_DAYS * DAY_MS);
  return (await findActivities(db, userId, since)).map(toScheduledActivity);
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

export async function createActivity(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZCreateScheduledActivityInput>,
): Promise<ScheduledActivity> {
  const now = clock();
  const startTime = new Date(input.startTime);
  const endTime = new Date(input.endTime);
  assertActivityRules({ type: input.type, startTime, endTime, relatedId: input.relatedId });
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

/** Edit or reschedule the caller's activity; moving an attended or cancelled one schedules it again. */
export async function updateActivity(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZUpdateScheduledActivityInput>,
): Promise<ScheduledActivity> {
  await db.transaction().execute(async (trx) => {
    const existing = await lockOwnActivity(trx, caller.id, input.id);
    if (!existing) throw notFound();
    const type = input.type ?? existing.type;
    const startTime = input.startTime ? new Date(input.startTime) : existing.startTime;
    const endTime = input.endTime ? new Date(input.endTime) : existing.endTime;
    const relatedRef = input.relatedId !== undefined ? input.relatedId : existing.relatedId;
    assertActivityRules({ type, startTime, endTime, relatedId: relatedRef });
    const relatedId =
      input.relatedId !== undefined || input.type !== undefined
        ? await resolveRelatedLesson(trx, relatedRef)
        : existing.relatedId;
    const moved =
      startTime.getTime() !== existing.startTime.getTime() ||
      endTime.getTime() !== existing.endTime.getTime();
    await updateActivityRow(trx, existing.id, {
      type,
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.meetingUrl !== undefined ? { meetingUrl: input.meetingUrl } : {}),
      startTime,
      endTime,
      relatedId,
      ...(moved && existing.status !== "scheduled" ? { status: "scheduled" as const } : {}),
    });
  });
  return readActivity(db, input.id);
}

export async function deleteActivity(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZScheduledActivityIdInput>,
): Promise<{ success: true }> {
  if (!(await deleteOwnActivity(db, caller.id, input.id))) throw notFound();
  return { success: true };
}

/** 'Join': marks the activity attended (recorded once) and hands back its meeting link. */
export async function joinActivity(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZScheduledActivityIdInput>,
): Promise<{ meetingUrl: string | null; activity: ScheduledActivity }> {
  const { id } = input;
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const existing = await lockOwnActivity(trx, caller.id, id);
    if (!existing) throw notFound();
    if (existing.status === "attended") return;
    await updateActivityRow(trx, existing.id, { status: "attended" });
    await insertActivityEvent(trx, {
      userId: caller.id,
      type: "activity_attended",
      subject: existing.title,
      detail: { activityId: existing.id, activityType: existing.type },
      at: now,
    });
  });
  const activity = await readActivity(db, id);
  return { meetingUrl: activity.meetingUrl, activity };
}
