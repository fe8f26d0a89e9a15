import { z } from "zod";
import {
  ZCreateScheduledActivityInput,
  ZJoinActivityResult,
  ZScheduledActivity,
  ZScheduledActivityIdInput,
  ZUpdateScheduledActivityInput,
} from "../schemas/calendar";
import { ZUserScopedInput } from "../schemas/record-id";
import {
  createActivity,
  deleteActivity,
  joinActivity,
  listActivities,
  markActivityDone,
  undoActivityDone,
  updateActivity,
} from "../services/calendar/activities";
import { deps } from "../context";
import { protectedProcedure, router } from "../trpc";
import { calendarFeedProcedures } from "./calendar-feed";

export const calendarRouter = router({
  /** GET /api/calendar/{userId}: the Activity Schedule, by start time. */
  list: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZScheduledActivity))
    .query(({ ctx, input }) => listActivities(deps(ctx), ctx.user, input)),

  create: protectedProcedure
    .input(ZCreateScheduledActivityInput)
    .output(ZScheduledActivity)
    .mutation(({ ctx, input }) => createActivity(deps(ctx), ctx.user, input)),

  /** Edit or reschedule. */
  update: protectedProcedure
    .input(ZUpdateScheduledActivityInput)
    .output(ZScheduledActivity)
    .mutation(({ ctx, input }) => updateActivity(deps(ctx), ctx.user, input)),

  delete: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteActivity(deps(ctx), ctx.user, input)),

  /** 'Join' (from 10 minutes before the start until the end): records attendance, returns the meeting link. */
  join: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZJoinActivityResult)
    .mutation(({ ctx, input }) => joinActivity(deps(ctx), ctx.user, input)),

  /** 'Mark as done' (from the start on); done once however often it is sent. */
  markDone: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZScheduledActivity)
    .mutation(({ ctx, input }) => markActivityDone(deps(ctx), ctx.user, input)),

  /** 'Undo' of 'Mark as done'. */
  undoDone: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZScheduledActivity)
    .mutation(({ ctx, input }) => undoActivityDone(deps(ctx), ctx.user, input)),

  ...calendarFeedProcedures,
});
