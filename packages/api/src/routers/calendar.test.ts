import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import { calendarFeedForToken } from "../services/calendar/feed";
import { callerFor, createClock, createUser, expectTrpcError } from "../testing";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const appUrl = "https://coach.example";
const meeting = {
  type: "meeting" as const,
  title: "Skip-level with Dana",
  description: "Career conversation",
  startTime: "2026-11-24T09:00:00.000Z",
  endTime: "2026-11-24T09:30:00.000Z",
  meetingUrl: "https://meet.example.com/dana",
};

describe("calendar activities", () => {
  it("creates, lists by start time, reschedules and deletes", async () => {
    const user = await createUser(t.db);
    const clock = createClock("2026-11-21T10:00:00Z");
    const api = await callerFor(t.db, { userId: user.id, clock });
    const created = await api.calendar.create(meeting);
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
    const api = await callerFor(t.db, { userId: user.id });
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
    const api = await callerFor(t.db, { userId: user.id });
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
    const user = await createUser(t.db);
    const clock = createClock("2026-11-21T10:00:00Z");
    const api = await callerFor(t.db, { userId: user.id, clock });
    await api.calendar.create({
      ...meeting,
      startTime: "2026-10-01T09:00:00Z",
      endTime: "2026-10-01T10:00:00Z",
    });
    const recent = await api.calendar.create({
      ...meeting,
      startTime: "2026-11-01T09:00:00Z",
      endTime: "2026-11-01T10:00:00Z",
    });
    expect((await api.calendar.list({ userId: user.id })).map((a) => a.id)).toEqual([recent.id]);
  });

  it("join marks the activity attended once and returns its link; rescheduling schedules it again", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    const created = await api.calendar.create(meeting);
    const joined = await api.calendar.join({ id: created.id });
    expect(joined).toMatchObject({ meetingUrl: meeting.meetingUrl, activity: { status: "attended" } });
    await api.calendar.join({ id: created.id });
    const attended = await t.db
      .selectFrom("activityEvents")
      .select("subject")
      .where("userId", "=", user.id)
      .where("type", "=", "activity_attended")
      .execute();
    expect(attended).toEqual([{ subject: meeting.title }]);
    const moved = await api.calendar.update({
      id: created.id,
      startTime: "2026-12-01T09:00:00Z",
      endTime: "2026-12-01T10:00:00Z",
    });
    expect(moved.status).toBe("scheduled");
  });

  it("refuses another user's id and activities; admins may read", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const admin = await createUser(t.db, { role: "super_admin" });
    const ownerApi = await callerFor(t.db, { userId: owner.id });
    const otherApi = await callerFor(t.db, { userId: other.id });
    const adminApi = await callerFor(t.db, { userId: admin.id });
    const created = await ownerApi.calendar.create(meeting);

    await expectTrpcError(otherApi.calendar.list({ userId: owner.id }), "FORBIDDEN");
    await expectTrpcError(otherApi.calendar.update({ id: created.id, title: "Mine now" }), "NOT_FOUND");
    await expectTrpcError(otherApi.calendar.join({ id: created.id }), "NOT_FOUND");
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
    expect(feed).toContain(`UID:event-${created.id}@leadcoach`);
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
    const api = await callerFor(t.db, { userId: user.id, config: { appUrl } });
    const otherApi = await callerFor(t.db, { userId: other.id, config: { appUrl } });
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
    expect(file.content).toContain(`UID:event-${lesson.id}@leadcoach`);
    expect(file.content).toContain(`URL:${appUrl}/lessons?start=1`);
    expect(file.content).not.toContain(`UID:event-${theirs.id}@leadcoach`);
  });
});
