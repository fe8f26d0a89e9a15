import { z } from "zod";
import { ZNotificationIdInput, ZNotificationList } from "../schemas/notifications";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../services/notifications/list";
import { protectedProcedure, router } from "../trpc";

export const notificationsRouter = router({
  /** The caller's latest notifications and unread count; due reminders are created first. */
  list: protectedProcedure
    .output(ZNotificationList)
    .query(({ ctx }) => listNotifications(ctx.db, ctx.user.id, ctx.now())),

  markRead: protectedProcedure
    .input(ZNotificationIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await markNotificationRead(ctx.db, ctx.user.id, input.id, ctx.now());
      return { success: true as const };
    }),

  markAllRead: protectedProcedure.output(z.object({ updated: z.number() })).mutation(async ({ ctx }) => ({
    updated: await markAllNotificationsRead(ctx.db, ctx.user.id, ctx.now()),
  })),
});
