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
import { serve } from "../context";
import { protectedProcedure, router } from "../trpc";
import { calendarFeedProcedures } from "./calendar-feed";
import { ZSuccess } from "../schemas/success";

export const calendarRouter = router({
  /** GET /api/calendar/{userId}: the Activity Schedule, by start time. */
  list: protectedProcedure
    .input(ZUserScopedInput)
    .output(z.array(ZScheduledActivity))
    .query(serve(listActivities)),

  create: protectedProcedure
    .input(ZCreateScheduledActivityInput)
    .output(ZScheduledActivity)
    .mutation(serve(createActivity)),

  /** Edit or reschedule. */
  update: protectedProcedure
    .input(ZUpdateScheduledActivityInput)
    .output(ZScheduledActivity)
    .mutation(serve(updateActivity)),

  delete: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZSuccess)
    .mutation(serve(deleteActivity)),

  /** 'Join' (from 10 minutes before the start until the end): records attendance, returns the meeting link. */
  join: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZJoinActivityResult)
    .mutation(serve(joinActivity)),

  /** 'Mark as done' (from the start on); done once however often it is sent. */
  markDone: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZScheduledActivity)
    .mutation(serve(markActivityDone)),

  /** 'Undo' of 'Mark as done'. */
  undoDone: protectedProcedure
    .input(ZScheduledActivityIdInput)
    .output(ZScheduledActivity)
    .mutation(serve(undoActivityDone)),

  ...calendarFeedProcedures,
});
