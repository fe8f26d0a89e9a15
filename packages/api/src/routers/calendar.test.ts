import ICAL from "ical.js";
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import { calendarFeedForToken } from "../services/calendar/feed";
import { callerFor, createClock, createUser, expectTrpcError, signedInUser, useTestDb } from "../testing";

const t = useTestDb();
let instanceId = "";
beforeAll(async () => {
  instanceId = (await t.db.selectFrom("instanceSettings").select("instanceId").executeTakeFirstOrThrow())
    .instanceId;
});
const uid = (id: number) => `event-${id}-${instanceId}@leadcoach`;

const appUrl = "https://coach.example";
/** A moment before every activity below, so none of them starts in the past. */
const before = "2026-11-21T10:00:00Z";
const meeting = {
  type: "meeting" as const,
  title: "Skip-level with Dana",
  description: "Career conversation",
  startTime: "2026-11-24T09:00:00.000Z",
  endTime: "2026-11-24T09:30:00.000Z",
  meetingUrl: "https://meet.example.com/dana",
};

/** A new user, on a clock at `before`, with the meeting above on their schedule. */
async function scheduledMeeting() {
  const { user, clock, api } = await signedInUser(t.db, before);
  const created = await api.calendar.create(meeting);
  return { user, clock, api, created };
}

describe("calendar activities", () => {
  it("creates, lists by start time, reschedules and deletes", async () => {
    const { user, api, created } = await scheduledMeeting();
    expect(created).toMatchObject({
      ...meeting,
      relatedId: null,
      relatedLessonTitle: null,
      status: "scheduled",
    });
    const lesson = await api.calendar.create({
      type: "lesson",
      title: "Study: incident reviews",
      startTime: "2026-11-22T18:00:00+01:00",
      endTime: "2026-11-22T19:00:00+01:00",
      relatedId: "lesson-2",
    });
    expect(lesson).toMatchObject({
      startTime: "2026-11-22T17:00:00.000Z",
      endTime: "2026-11-22T18:00:00.000Z",
      relatedId: 2,
      description: null,
      meetingUrl: null,
    });
    expect(lesson.relatedLessonTitle).toBeTruthy();
    expect((await api.calendar.list({ userId: user.id })).map((a) => a.id)).toEqual([lesson.id, created.id]);

    const moved = await api.calendar.update({
      id: created.id,
      startTime: "2026-11-25T14:00:00.000Z",
      endTime: "2026-11-25T15:00:00.000Z",
    });
    expect(moved).toMatchObject({
      title: meeting.title,
      startTime: "2026-11-25T14:00:00.000Z",
      endTime: "2026-11-25T15:00:00.000Z",
    });
    const edited = await api.calendar.update({
      id: created.id,
      title: "Skip-level",
      description: "",
      meetingUrl: "",
    });
    expect(edited).toMatchObject({ title: "Skip-level", description: null, meetingUrl: null });

    expect(await api.calendar.delete({ id: created.id })).toEqual({ success: true });
    expect((await api.calendar.list({ userId: user.id })).map((a) => a.id)).toEqual([lesson.id]);
    await expectTrpcError(api.calendar.delete({ id: created.id }), "NOT_FOUND", "Activity not found");
  });

  it("refuses an end before (or at) the start, on create and on reschedule", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(before) });
    for (const endTime of ["2026-11-24T08:00:00.000Z", meeting.startTime]) {
      await expectTrpcError(
        api.calendar.create({ ...meeting, endTime }),
        "BAD_REQUEST",
        /^End time must be after the start time$/,
      );
    }
    const created = await api.calendar.create(meeting);
    await expectTrpcError(
      api.calendar.update({ id: created.id, startTime: "2026-11-24T10:00:00.000Z" }),
      "BAD_REQUEST",
      /^End time must be after the start time$/,
    );
    expect((await api.calendar.list({ userId: user.id }))[0]?.startTime).toBe(meeting.startTime);
  });

  it("validates type, times, links and the lesson", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(before) });
    await expectTrpcError(api.calendar.create({ ...meeting, type: "party" as never }), "BAD_REQUEST", /type/);
    await expectTrpcError(api.calendar.create({ ...meeting, title: "" }), "BAD_REQUEST", "Title is required");
    await expectTrpcError(
      api.calendar.create({ ...meeting, startTime: "tomorrow" }),
      "BAD_REQUEST",
      /Start time must be a date and time/,
    );
    await expectTrpcError(
      api.calendar.create({ ...meeting, meetingUrl: "http://meet.example.com/x" }),
      "BAD_REQUEST",
      "Meeting link must be an https:// URL",
    );
    await expectTrpcError(
      api.calendar.create({ ...meeting, meetingUrl: "javascript:alert(1)" }),
      "BAD_REQUEST",
      "Meeting link must be an https:// URL",
    );
    await expectTrpcError(
      api.calendar.create({ ...meeting, type: "lesson", meetingUrl: null }),
      "BAD_REQUEST",
      "Choose the lesson this activity is for.",
    );
    await expectTrpcError(
      api.calendar.create({ ...meeting, type: "lesson", relatedId: 999 }),
      "BAD_REQUEST",
      "That lesson does not exist.",
    );
  });

  it("lists from 30 days back on", async () => {
    const { user, api } = await signedInUser(t.db, "2026-11-21T10:00:00Z");
    await api.calendar.create({
      ...meeting,
      startTime: "2026-10-01T09:00:00Z",
      endTime: "2026-10-01T10:00:00Z",
      allowPast: true,
    });
    const recent = await api.calendar.create({
      ...meeting,
      startTime: "2026-11-01T09:00:00Z",
      endTime: "2026-11-01T10:00:00Z",
      allowPast: true,
    });
    expect((await api.calendar.list({ userId: user.id })).map((a) => a.id)).toEqual([recent.id]);
  });

  it("refuses another user's id and activities; admins may read", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const admin = await createUser(t.db, { role: "super_admin" });
    const clock = createClock(before);
    const ownerApi = await callerFor(t.db, { userId: owner.id, clock });
    const otherApi = await callerFor(t.db, { userId: other.id, clock });
    const adminApi = await callerFor(t.db, { userId: admin.id, clock });
    const created = await ownerApi.calendar.create(meeting);

    await expectTrpcError(otherApi.calendar.list({ userId: owner.id }), "FORBIDDEN");
    await expectTrpcError(otherApi.calendar.update({ id: created.id, title: "Mine now" }), "NOT_FOUND");
    await expectTrpcError(otherApi.calendar.join({ id: created.id }), "NOT_FOUND");
    await expectTrpcError(otherApi.calendar.markDone({ id: created.id }), "NOT_FOUND");
    await expectTrpcError(otherApi.calendar.undoDone({ id: created.id }), "NOT_FOUND");
    await expectTrpcError(otherApi.calendar.delete({ id: created.id }), "NOT_FOUND");
    expect(await adminApi.calendar.list({ userId: owner.id })).toHaveLength(1);
    expect((await ownerApi.calendar.list({ userId: owner.id }))[0]).toMatchObject({
      title: meeting.title,
      status: "scheduled",
    });
    expect(await otherApi.calendar.list({ userId: other.id })).toEqual([]);
    await expectTrpcError((await callerFor(t.db)).calendar.createFeed(), "UNAUTHORIZED");
  });
});

describe("calendar feed and export", () => {
  it("creates a secret feed link, serves the schedule through it, rotates and revokes it", async () => {
    const user = await createUser(t.db);
    const clock = createClock("2026-11-21T10:00:00Z");
    const api = await callerFor(t.db, { userId: user.id, clock, config: { appUrl } });
    const feedDeps = { db: t.db, config: { ...defaultApiConfig, appUrl }, now: clock.now };
    const created = await api.calendar.create(meeting);
    expect(await api.calendar.feedUrl()).toEqual({ active: false, createdAt: null });

    const { url } = await api.calendar.createFeed();
    const token = /^https:\/\/coach\.example\/api\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1];
    expect(token).toBeDefined();
    expect(await api.calendar.feedUrl()).toEqual({ active: true, createdAt: "2026-11-21T10:00:00.000Z" });
    const stored = await t.db
      .selectFrom("calendarFeeds")
      .select("tokenHash")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(createHash("sha256").update(token!).digest("hex"));

    const feed = await calendarFeedForToken(feedDeps, { token: token! });
    expect(feed).toContain("BEGIN:VCALENDAR");
    expect(feed).toContain(`UID:${uid(created.id)}`);
    expect(feed).toContain("DTSTART:20261124T090000Z");

    const rotated = await api.calendar.createFeed();
    expect(rotated.url).not.toBe(url);
    expect(await calendarFeedForToken(feedDeps, { token: token! })).toBeNull();
    const newToken = /feed\/([^.]+)\.ics$/.exec(rotated.url)?.[1] ?? "";
    expect(await calendarFeedForToken(feedDeps, { token: newToken })).toContain("BEGIN:VEVENT");

    expect(await api.calendar.revokeFeed()).toEqual({ active: false, createdAt: null });
    expect(await calendarFeedForToken(feedDeps, { token: newToken })).toBeNull();
    expect(await api.calendar.feedUrl()).toEqual({ active: false, createdAt: null });
    expect(await calendarFeedForToken(feedDeps, { token: "not-a-token" })).toBeNull();
  });

  it("exports the caller's schedule as an .ics file", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const clock = createClock(before);
    const api = await callerFor(t.db, { userId: user.id, clock, config: { appUrl } });
    const otherApi = await callerFor(t.db, { userId: other.id, clock, config: { appUrl } });
    const lesson = await api.calendar.create({
      type: "lesson",
      title: "Lesson time",
      startTime: "2026-11-23T08:00:00Z",
      endTime: "2026-11-23T08:45:00Z",
      relatedId: 1,
    });
    const theirs = await otherApi.calendar.create(meeting);
    const file = await api.calendar.exportIcs();
    expect(file.filename).toBe("leadcoach-activities.ics");
    expect(file.count).toBe(1);
    expect(file.content).toContain(`UID:${uid(lesson.id)}`);
    expect(file.content).toContain(`URL:${appUrl}/lessons?start=1`);
    expect(file.content).not.toContain(`UID:${uid(theirs.id)}`);
  });

  it("serves a feed a calendar parser reads: link in LOCATION, SEQUENCE up and LAST-MODIFIED on each change", async () => {
    const user = await createUser(t.db);
    const clock = createClock(before);
    const api = await callerFor(t.db, { userId: user.id, clock, config: { appUrl } });
    const feedDeps = { db: t.db, config: { ...defaultApiConfig, appUrl }, now: clock.now };
    const created = await api.calendar.create(meeting);
    const token = /feed\/([^.]+)\.ics$/.exec((await api.calendar.createFeed()).url)?.[1] ?? "";

    /** The one event of the feed, as Mozilla's ical.js reads it. */
    const readEvent = async () => {
      const text = await calendarFeedForToken(feedDeps, { token });
      const calendar = new ICAL.Component(ICAL.parse(text ?? "") as unknown[]);
      const [event, ...more] = calendar.getAllSubcomponents("vevent");
      expect(more).toEqual([]);
      const lastModified = event!.getFirstPropertyValue("last-modified") as ICAL.Time;
      return {
        event: event!,
        uid: event!.getFirstPropertyValue("uid"),
        sequence: event!.getFirstPropertyValue("sequence"),
        lastModified: lastModified.toJSDate().toISOString(),
        start: new ICAL.Event(event).startDate.toJSDate().toISOString(),
        alarms: event!.getAllSubcomponents("valarm").length,
      };
    };

    const first = await readEvent();
    expect(first).toMatchObject({
      uid: uid(created.id),
      sequence: 0,
      lastModified: "2026-11-21T10:00:00.000Z",
      start: meeting.startTime,
      alarms: 1,
    });
    expect(first.event.getFirstPropertyValue("location")).toBe(meeting.meetingUrl);
    expect(first.event.getFirstPropertyValue("description")).toBe(
      `Career conversation\n\nJoin the meeting: ${meeting.meetingUrl}`,
    );
    expect(instanceId).toMatch(/^[0-9a-f]{32}$/);

    clock.set("2026-11-22T12:00:00Z");
    await api.calendar.update({
      id: created.id,
      startTime: "2026-11-26T09:00:00.000Z",
      endTime: "2026-11-26T09:30:00.000Z",
    });
    const moved = await readEvent();
    expect(moved).toMatchObject({
      uid: first.uid,
      sequence: 1,
      lastModified: "2026-11-22T12:00:00.000Z",
      start: "2026-11-26T09:00:00.000Z",
    });

    // Join, done and undo are changes too: each adds one.
    clock.set("2026-11-26T09:05:00Z");
    await api.calendar.join({ id: created.id });
    await api.calendar.markDone({ id: created.id });
    await api.calendar.undoDone({ id: created.id });
    expect((await readEvent()).sequence).toBe(4);

    // Two edits at once both count: the increment happens in the row update, not in the service.
    await Promise.all([
      api.calendar.update({ id: created.id, title: "Skip-level (moved)" }),
      api.calendar.update({ id: created.id, description: "Bring the plan" }),
    ]);
    expect((await readEvent()).sequence).toBe(6);

    await api.settings.updateNotificationPreferences({ calendar: { calendar_reminders: false } });
    expect((await readEvent()).alarms).toBe(0);
    expect((await api.settings.notificationPreferences()).calendar).toEqual({ calendar_reminders: false });
  });
});

/** Minutes after the meeting's start (negative: before it). */
const atMinute = (minutes: number) => new Date(Date.parse(meeting.startTime) + minutes * 60_000);

async function completionEvents(userId: number) {
  const rows = await t.db
    .selectFrom("activityEvents")
    .select(["subject", "detail", "occurredAt"])
    .where("userId", "=", userId)
    .where("type", "=", "activity_attended")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ subject: r.subject, action: (r.detail as { action?: string }).action }));
}

describe("joining, marking done and undoing", () => {
  it("offers Join from 10 minutes before the start until the end, records attendance once", async () => {
    const { user, clock, api, created } = await scheduledMeeting();

    clock.set(atMinute(-11));
    await expectTrpcError(
      api.calendar.join({ id: created.id }),
      "CONFLICT",
      "You can join from 10 minutes before the start.",
    );
    clock.set(atMinute(-10));
    const joined = await api.calendar.join({ id: created.id });
    expect(joined).toMatchObject({
      meetingUrl: meeting.meetingUrl,
      activity: { status: "attended", joinedAt: atMinute(-10).toISOString(), completedAt: null },
    });
    clock.set(atMinute(5));
    const again = await api.calendar.join({ id: created.id });
    expect(again.activity.joinedAt).toBe(atMinute(-10).toISOString());
    expect(await completionEvents(user.id)).toEqual([{ subject: meeting.title, action: "joined" }]);

    clock.set(atMinute(30));
    await expectTrpcError(
      api.calendar.join({ id: created.id }),
      "CONFLICT",
      "This activity has ended; mark it as done instead.",
    );
  });

  it("marks done from the start on, once, and undo reverts it once", async () => {
    const { user, clock, api, created } = await scheduledMeeting();

    clock.set(atMinute(-1));
    await expectTrpcError(
      api.calendar.markDone({ id: created.id }),
      "CONFLICT",
      "You can mark an activity as done once it has started.",
    );
    clock.set(atMinute(0));
    const done = await api.calendar.markDone({ id: created.id });
    expect(done).toMatchObject({
      status: "attended",
      completedAt: atMinute(0).toISOString(),
      joinedAt: null,
    });
    clock.set(atMinute(3));
    expect((await api.calendar.markDone({ id: created.id })).completedAt).toBe(atMinute(0).toISOString());
    expect(await completionEvents(user.id)).toEqual([{ subject: meeting.title, action: "done" }]);
    const summary = await api.dashboard.summary({ timeZone: "UTC" });
    expect(summary.streakDays).toBeGreaterThanOrEqual(1);

    const undone = await api.calendar.undoDone({ id: created.id });
    expect(undone).toMatchObject({ status: "scheduled", completedAt: null });
    expect(await completionEvents(user.id)).toEqual([]);
    expect(await api.calendar.undoDone({ id: created.id })).toMatchObject({ status: "scheduled" });

    // Done again after an undo, then undone: an activity that was joined stays attended.
    clock.set(atMinute(10));
    await api.calendar.join({ id: created.id });
    await api.calendar.markDone({ id: created.id });
    expect(await api.calendar.undoDone({ id: created.id })).toMatchObject({
      status: "attended",
      joinedAt: atMinute(10).toISOString(),
      completedAt: null,
    });
    expect(await completionEvents(user.id)).toEqual([{ subject: meeting.title, action: "joined" }]);
  });

  it("counts two 'mark done' at once, and two undos at once, once", async () => {
    const { user, clock, api, created } = await scheduledMeeting();
    clock.set(atMinute(20));
    const [first, second] = await Promise.all([
      api.calendar.markDone({ id: created.id }),
      api.calendar.markDone({ id: created.id }),
    ]);
    expect(first.completedAt).toBe(second.completedAt);
    expect(await completionEvents(user.id)).toEqual([{ subject: meeting.title, action: "done" }]);
    const undos = await Promise.all([
      api.calendar.undoDone({ id: created.id }),
      api.calendar.undoDone({ id: created.id }),
    ]);
    expect(undos.map((a) => a.completedAt)).toEqual([null, null]);
    expect(await completionEvents(user.id)).toEqual([]);
  });

  it("rescheduling a done activity schedules it again and takes the completion back", async () => {
    const { user, clock, api, created } = await scheduledMeeting();
    clock.set(atMinute(5));
    await api.calendar.join({ id: created.id });
    await api.calendar.markDone({ id: created.id });
    const moved = await api.calendar.update({
      id: created.id,
      startTime: "2026-12-01T09:00:00Z",
      endTime: "2026-12-01T10:00:00Z",
    });
    expect(moved).toMatchObject({ status: "scheduled", joinedAt: null, completedAt: null });
    expect(await completionEvents(user.id)).toEqual([{ subject: meeting.title, action: "joined" }]);
  });
});

describe("scheduling in the past", () => {
  it("asks for allowPast on create and when a reschedule moves the start into the past", async () => {
    const { user, api } = await signedInUser(t.db, before);
    const past = { ...meeting, startTime: "2026-11-20T09:00:00Z", endTime: "2026-11-20T10:00:00Z" };
    await expectTrpcError(
      api.calendar.create(past),
      "BAD_REQUEST",
      "This activity starts in the past. Schedule it anyway?",
    );
    expect(await api.calendar.list({ userId: user.id })).toEqual([]);
    const created = await api.calendar.create({ ...past, allowPast: true });
    expect(created.startTime).toBe("2026-11-20T09:00:00.000Z");

    // Editing other fields of a past activity needs no confirmation.
    expect((await api.calendar.update({ id: created.id, title: "Renamed" })).title).toBe("Renamed");

    const future = await api.calendar.create(meeting);
    await expectTrpcError(
      api.calendar.update({
        id: future.id,
        startTime: "2026-11-21T08:00:00Z",
        endTime: "2026-11-21T09:00:00Z",
      }),
      "BAD_REQUEST",
      "This activity starts in the past. Schedule it anyway?",
    );
    const moved = await api.calendar.update({
      id: future.id,
      startTime: "2026-11-21T08:00:00Z",
      endTime: "2026-11-21T09:00:00Z",
      allowPast: true,
    });
    expect(moved.startTime).toBe("2026-11-21T08:00:00.000Z");
  });
});

describe("empty export", () => {
  it("says it holds nothing, and is still a valid calendar", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, config: { appUrl } });
    const file = await api.calendar.exportIcs();
    expect(file.count).toBe(0);
    expect(file.content.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(file.content).toContain("PRODID:");
    expect(file.content.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file.content).not.toContain("BEGIN:VEVENT");
  });
});
