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
  updateActivity,
} from "../services/calendar/activities";
import { protectedProcedure, router } from "../trpc";
import { calendarFeedProcedures } from "./calendar-feed";

export const calendarRouter = router({
  /** GET /api/calendar/{userId}: the Activity Schedule, by start time. */
  list: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZScheduledActivity))
    .query(({ ctx, input }) => listActivities(ctx.db, ctx.user, input.userId, ctx.now())),

  create: protectedProcedure
    .input(ZCreateScheduledActivityInput)
    .output(ZScheduledActivity)
    .mutation(({ ctx, input }) => createActivity(ctx.db, ctx.user, input, ctx.now())),

  /** Edit or reschedule. */
  update: protectedProcedure
    .input(ZUpdateScheduledActivityInput)
    .output(ZScheduledActivity)
    .mutation(({ ctx, input }) => updateActivity(ctx.db, ctx.user, input)),

  delete: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteActivity(ctx.db, ctx.user, input.id)),

  /** 'Join': marks the activity attended and returns its meeting link. */
  join: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZJoinActivityResult)
    .mutation(({ ctx, input }) => joinActivity(ctx.db, ctx.user, input.id, ctx.now())),

  ...calendarFeedProcedures,
});
