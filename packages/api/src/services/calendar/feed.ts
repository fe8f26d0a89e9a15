import { appLink } from "../../lib/app-link";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token";
import {
  CALENDAR_FEED_INVALID_MESSAGE,
  type CalendarFeedInput,
  type CalendarFeedStatus,
} from "../../schemas/calendar";
import { AppError } from "../../lib/app-error";
import type { ServiceDeps, SessionUser } from "../deps";
import type { DB } from "@leadcoach/db";
import { wantsCalendarReminders } from "../notifications/preferences";
import { icsScheduleOf } from "./activities";
import { buildCalendarIcs } from "./ics";
import { deleteFeed, findFeed, findFeedOwner, findInstanceId, upsertFeedToken } from "./queries";

export const CALENDAR_EXPORT_FILENAME = "leadcoach-activities.ics";
const CALENDAR_NAME = "LeadCoach activities";
/** 32 random bytes in base64url: 43 characters from [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function calendarFeedUrl(appUrl: string, token: string): string {
  return appLink(appUrl, `/api/calendar/feed/${token}.ics`);
}

/** Whether the caller has a subscription link; the link itself is shown only when it is created. */
export async function calendarFeedStatus(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<CalendarFeedStatus> {
  const feed = await findFeed(db, caller.id);
  return { active: feed !== undefined, createdAt: feed ? feed.createdAt.toISOString() : null };
}

/** Creates the caller's subscription link, or replaces it (the old link stops working). Only a hash is kept. */
export async function createCalendarFeed(
  { db, config, now }: ServiceDeps,
  caller: SessionUser,
): Promise<{ url: string }> {
  const { token, tokenHash } = newSecretToken();
  await upsertFeedToken(db, caller.id, tokenHash, now());
  return { url: calendarFeedUrl(config.appUrl, token) };
}

export async function revokeCalendarFeed(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<CalendarFeedStatus> {
  await deleteFeed(db, caller.id);
  return { active: false, createdAt: null };
}

/** One person's schedule as iCalendar text, with their reminder setting and this installation's UIDs. */
async function scheduleIcs(db: DB, appUrl: string, userId: number, now: Date) {
  const [activities, instanceId, reminders] = await Promise.all([
    icsScheduleOf(db, userId, now),
    findInstanceId(db),
    wantsCalendarReminders(db, userId),
  ]);
  const content = buildCalendarIcs(activities, { calName: CALENDAR_NAME, appUrl, instanceId, reminders });
  return { content, count: activities.length };
}

/** The caller's schedule as an .ics file (the 'Export' button). */
export async function exportCalendar(
  { db, config, now }: ServiceDeps,
  caller: SessionUser,
): Promise<{ filename: string; content: string; count: number }> {
  // With nothing scheduled the file is still a valid, empty calendar; the page says so instead.
  const { content, count } = await scheduleIcs(db, config.appUrl, caller.id, now());
  return { filename: CALENDAR_EXPORT_FILENAME, count, content };
}

/**
 * The public subscription feed (GET /api/calendar/feed/{token}.ics), read by a calendar app: the token
 * is the only credential, so there is no caller. The owner's schedule as iCalendar text, or null when
 * the token is malformed, unknown, revoked or its account is deactivated.
 */
export async function calendarFeedForToken(
  { db, config, now }: ServiceDeps,
  input: { token: string },
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(input.token)) return null;
  const userId = await findFeedOwner(db, hashSecretToken(input.token));
  if (userId === undefined) return null;
  return (await scheduleIcs(db, config.appUrl, userId, now())).content;
}

/** The feed as a file, or the 404 a calendar app gets for a malformed, unknown or revoked link. */
export async function calendarFeedFile(
  deps: ServiceDeps,
  _caller: SessionUser | null,
  input: CalendarFeedInput,
) {
  const content = await calendarFeedForToken(deps, input);
  if (content === null) throw new AppError("NOT_FOUND", CALENDAR_FEED_INVALID_MESSAGE);
  return { filename: CALENDAR_EXPORT_FILENAME, content };
}
