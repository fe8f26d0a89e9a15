import {
  CALENDAR_FEED_INVALID_MESSAGE,
  ZCalendarExport,
  ZCalendarFeed,
  ZCalendarFeedInput,
  ZCalendarFeedStatus,
  ZCalendarFeedUrl,
  type CalendarFeedInput,
} from "../schemas/calendar";
import {
  CALENDAR_EXPORT_FILENAME,
  calendarFeedForToken,
  calendarFeedStatus,
  createCalendarFeed,
  exportCalendar,
  revokeCalendarFeed,
} from "../services/calendar/feed";
import type { ServiceDeps, SessionUser } from "../services/deps";
import { AppError } from "../lib/app-error";
import { serve } from "../context";
import { protectedProcedure, publicProcedure } from "../trpc";

/** The feed as a file, or the 404 a calendar app gets for a malformed, unknown or revoked link. */
async function calendarFeedFile(deps: ServiceDeps, _caller: SessionUser | null, input: CalendarFeedInput) {
  const content = await calendarFeedForToken(deps, input);
  if (content === null) throw new AppError("NOT_FOUND", CALENDAR_FEED_INVALID_MESSAGE);
  return { filename: CALENDAR_EXPORT_FILENAME, content };
}

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
