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
import { deps } from "../services/deps";
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

  /** 'Join': marks the activity attended and returns its meeting link. */
  join: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZJoinActivityResult)
    .mutation(({ ctx, input }) => joinActivity(deps(ctx), ctx.user, input)),

  ...calendarFeedProcedures,
});
