import { ZNotificationPreferences, ZUpdateNotificationPreferencesInput } from "../schemas/notifications";
import { ZChangePasswordInput } from "../schemas/settings";
import { ZSetTimeZoneInput, ZTimeZoneSetting } from "../schemas/time-zone";
import { deps, serve, signedInVisitor } from "../context";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "../services/notifications/preferences";
import { changePassword } from "../services/settings/password";
import { adoptBrowserTimeZone, updateTimeZone } from "../services/settings/time-zone";
import { protectedProcedure, router, sessionOnlyProcedure } from "../trpc";
import { ZSuccess } from "../schemas/success";

export const settingsRouter = router({
  /** Checks the current password, stores the new one and signs out every other session. */
  changePassword: sessionOnlyProcedure
    .input(ZChangePasswordInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => changePassword(deps(ctx), signedInVisitor(ctx), input)),

  notificationPreferences: protectedProcedure
    .output(ZNotificationPreferences)
    .query(serve(getNotificationPreferences)),

  updateNotificationPreferences: protectedProcedure
    .input(ZUpdateNotificationPreferencesInput)
    .output(ZNotificationPreferences)
    .mutation(serve(updateNotificationPreferences)),

  /** The person's own pick in settings. */
  updateTimeZone: protectedProcedure
    .input(ZSetTimeZoneInput)
    .output(ZTimeZoneSetting)
    .mutation(serve(updateTimeZone)),

  /** The browser's zone on a signed-in load; stored only while the person has none. */
  adoptBrowserTimeZone: protectedProcedure
    .input(ZSetTimeZoneInput)
    .output(ZTimeZoneSetting)
    .mutation(serve(adoptBrowserTimeZone)),
});
