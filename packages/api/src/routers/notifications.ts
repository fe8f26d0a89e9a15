import { z } from "zod";
import { ZNotificationIdInput, ZNotificationList } from "../schemas/notifications";
import { serve } from "../context";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications/list";
import { protectedProcedure, router } from "../trpc";
import { ZSuccess } from "../schemas/success";

export const notificationsRouter = router({
  /** The caller's latest notifications and unread count; due reminders are created first. */
  list: protectedProcedure.output(ZNotificationList).query(serve(listNotifications)),

  markRead: protectedProcedure
    .input(ZNotificationIdInput)
    .output(ZSuccess)
    .mutation(serve(markNotificationRead)),

  markAllRead: protectedProcedure
    .output(z.object({ updated: z.number() }))
    .mutation(serve(markAllNotificationsRead)),
});
