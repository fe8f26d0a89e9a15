import { z } from "zod";
import { ZNotificationPreferences, ZUpdateNotificationPreferencesInput } from "../schemas/notifications";
import { ZChangePasswordInput } from "../schemas/settings";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "../services/notifications/preferences";
import { changePassword } from "../services/settings/password";
import { protectedProcedure, router } from "../trpc";

export const settingsRouter = router({
  /** Checks the current password, stores the new one and signs out every other session. */
  changePassword: protectedProcedure
    .input(ZChangePasswordInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.session, ctx.user.id, input, ctx.now());
      return { success: true as const };
    }),

  notificationPreferences: protectedProcedure
    .output(ZNotificationPreferences)
    .query(async ({ ctx }) => ({ kinds: await getNotificationPreferences(ctx.db, ctx.user.id) })),

  updateNotificationPreferences: protectedProcedure
    .input(ZUpdateNotificationPreferencesInput)
    .output(ZNotificationPreferences)
    .mutation(async ({ ctx, input }) => ({
      kinds: await updateNotificationPreferences(ctx.db, ctx.user.id, input.kinds),
    })),
});
