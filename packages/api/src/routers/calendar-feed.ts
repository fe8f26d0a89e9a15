import {
  ZCalendarExport,
  ZCalendarFeed,
  ZCalendarFeedInput,
  ZCalendarFeedStatus,
  ZCalendarFeedUrl,
} from "../schemas/calendar";
import {
  calendarFeedFile,
  calendarFeedStatus,
  createCalendarFeed,
  exportCalendar,
  revokeCalendarFeed,
} from "../services/calendar/feed";
import { serve } from "../context";
import { protectedProcedure, publicProcedure } from "../trpc";

/** The calendar's iCalendar procedures: the subscription link and the one-off export. */
export const calendarFeedProcedures = {
  /** Whether a subscription link exists ({ active }); the URL itself is only returned by createFeed. */
  feedUrl: protectedProcedure.output(ZCalendarFeedStatus).query(serve(calendarFeedStatus)),

  /** Creates or rotates the secret subscription link. */
  createFeed: protectedProcedure.output(ZCalendarFeedUrl).mutation(serve(createCalendarFeed)),

  revokeFeed: protectedProcedure.output(ZCalendarFeedStatus).mutation(serve(revokeCalendarFeed)),

  /** The caller's activities as 'leadcoach-activities.ics'. */
  exportIcs: protectedProcedure.output(ZCalendarExport).query(serve(exportCalendar)),

  /**
   * GET /api/calendar/feed/{token}.ics: the subscription feed calendar apps fetch without a session, so
   * the secret token is the only credential (the API keeps just its hash).
   */
  feed: publicProcedure.input(ZCalendarFeedInput).output(ZCalendarFeed).query(serve(calendarFeedFile)),
};
