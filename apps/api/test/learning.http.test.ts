import { callerFor, createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn, send } from "./testing";

const server = useTestServer();

/** A fresh account, signed in over HTTP. */
async function member(role: "user" | "admin" = "user") {
  const account = await createUser(server.db, { role });
  const cookie = await signIn(server.app, account.email, account.password);
  return { id: account.id, cookie };
}

describe("lessons over REST", () => {
  it("GET /api/lessons lists the catalogue for a signed-in user only", async () => {
    const { cookie } = await member();
    const response = await server.app.inject({ method: "GET", url: "/api/lessons", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const lessons = response.json<{ id: number; stepCount: number }[]>();
    expect(lessons.find((l) => l.id === 1)?.stepCount).toBe(7);
    expect((await server.app.inject({ method: "GET", url: "/api/lessons" })).statusCode).toBe(401);
  });

  it("POST, PATCH and GET /api/user-lessons save and read the caller's progress", async () => {
    const { id: userId, cookie } = await member();
    const created = await send(server.app, "POST", "/api/user-lessons", {
      cookie,
      body: { userId, lessonId: 2, progressPercentage: 100, status: "in_progress", completedAt: null },
    });
    expect(created.statusCode).toBe(200);
    const record = created.json<{ id: number }>();
    expect(record).toMatchObject({ userId, lessonId: 2, status: "in_progress", progressPercentage: 100 });

    const completed = await send(server.app, "PATCH", `/api/user-lessons/${record.id}`, {
      cookie,
      body: { progressPercentage: 100, status: "completed", completedAt: new Date().toISOString() },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: record.id, status: "completed", xpAwarded: 350 });

    const list = await send(server.app, "GET", `/api/user-lessons/${userId}`, { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: record.id, lessonId: 2, status: "completed", progressPercentage: 100 }),
    ]);
  });

  it("answers 403 for another user's id, 404 for another user's record and 400 for a non-numeric id", async () => {
    const owner = await member();
    const other = await member();
    const admin = await member("admin");
    const record = await (
      await callerFor(server.db, { userId: owner.id })
    ).lessons.createProgress({
      userId: owner.id,
      lessonId: 1,
      progressPercentage: 29,
      status: "in_progress",
      completedAt: null,
    });

    const foreign = await send(server.app, "GET", `/api/user-lessons/${owner.id}`, { cookie: other.cookie });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "You can only view your own records." });
    const asAdmin = await send(server.app, "GET", `/api/user-lessons/${owner.id}`, { cookie: admin.cookie });
    expect(asAdmin.statusCode).toBe(200);

    const postForOther = await server.app.inject({
      method: "POST",
      url: "/api/user-lessons",
      headers: { cookie: other.cookie },
      payload: {
        userId: owner.id,
        lessonId: 1,
        progressPercentage: 100,
        status: "completed",
        completedAt: null,
      },
    });
    expect(postForOther.statusCode).toBe(403);
    const patchOther = await send(server.app, "PATCH", `/api/user-lessons/${record.id}`, {
      cookie: other.cookie,
      body: { progressPercentage: 100, status: "completed", completedAt: null },
    });
    expect(patchOther.statusCode).toBe(404);
    expect(patchOther.json()).toEqual({ message: "Lesson progress not found" });

    for (const url of ["/api/user-lessons/abc", "/api/user-lessons/1.5", "/api/user-lessons/99999999999"]) {
      const response = await server.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "userId: must be a numeric id" });
    }
    const badPatch = await send(server.app, "PATCH", "/api/user-lessons/abc", {
      cookie: owner.cookie,
      body: { progressPercentage: 10, status: "in_progress", completedAt: null },
    });
    expect(badPatch.statusCode).toBe(400);
  });
});

describe("goals over REST", () => {
  it("GET /api/goals/{userId} and PATCH /api/goals/{goalId} with milestone toggles", async () => {
    const { id: userId, cookie } = await member();
    const goal = await (
      await callerFor(server.db, { userId })
    ).goals.create({
      title: "Coach a new lead",
      targetDate: "2030-01-01",
      milestones: ["Pair on a design review", "Hand over standups"],
    });

    const list = await server.app.inject({ method: "GET", url: `/api/goals/${userId}`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: goal.id, priority: "medium", status: "active" }),
    ]);

    const toggled = await server.app.inject({
      method: "PATCH",
      url: `/api/goals/${goal.id}`,
      headers: { cookie },
      payload: {
        milestones: [
          { description: "Pair on a design review", completed: true, completedAt: null },
          { description: "Hand over standups", completed: true, completedAt: null },
        ],
      },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ status: "completed", progressPercentage: 100 });

    // The edited goal, sent back whole with an `id` that must not redirect the update.
    const edited = await send(server.app, "PATCH", `/api/goals/${goal.id}`, {
      cookie,
      body: { ...toggled.json<Record<string, unknown>>(), id: 1, goalId: 1, title: "Coach two new leads" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: goal.id, title: "Coach two new leads" });
  });

  it("refuses another user's id and goal, and a non-numeric id", async () => {
    const owner = await member();
    const other = await member();
    const goal = await (await callerFor(server.db, { userId: owner.id })).goals.create({ title: "Private" });
    const read = await send(server.app, "GET", `/api/goals/${owner.id}`, { cookie: other.cookie });
    expect(read.statusCode).toBe(403);
    const write = await send(server.app, "PATCH", `/api/goals/${goal.id}`, {
      cookie: other.cookie,
      body: { title: "Hijacked" },
    });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ message: "Goal not found" });
    const bad = await send(server.app, "GET", "/api/goals/me", { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    const badPatch = await send(server.app, "PATCH", "/api/goals/xyz", {
      cookie: owner.cookie,
      body: { title: "x" },
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json()).toEqual({ message: "goalId: must be a numeric id" });
  });
});

describe("calendar over REST and the .ics feed", () => {
  it("GET /api/calendar/{userId} answers the caller's activities, 403 for others, 400 for a bad id", async () => {
    const owner = await member();
    const other = await member();
    const activity = await (
      await callerFor(server.db, { userId: owner.id })
    ).calendar.create({
      type: "skill_practice",
      title: "Practise the BLUF opener",
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 90_000_000).toISOString(),
    });
    const list = await send(server.app, "GET", `/api/calendar/${owner.id}`, { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: activity.id, type: "skill_practice" })]);
    const foreign = await send(server.app, "GET", `/api/calendar/${owner.id}`, { cookie: other.cookie });
    expect(foreign.statusCode).toBe(403);
    const bad = await send(server.app, "GET", "/api/calendar/abc", { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it("serves the subscription feed without a session until it is revoked", async () => {
    const { id: userId, cookie } = await member();
    const activity = await (
      await callerFor(server.db, { userId })
    ).calendar.create({
      type: "meeting",
      title: "Team retro",
      startTime: "2030-03-04T15:00:00.000Z",
      endTime: "2030-03-04T16:00:00.000Z",
      meetingUrl: "https://meet.example.com/retro",
    });
    const json = { cookie, "content-type": "application/json" };
    const created = await server.app.inject({
      method: "POST",
      url: "/trpc/calendar.createFeed",
      headers: json,
    });
    expect(created.statusCode).toBe(200);
    const url = created.json<{ result: { data: { url: string } } }>().result.data.url;
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const feed = await server.app.inject({ method: "GET", url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["content-disposition"]).toBe('inline; filename="leadcoach-activities.ics"');
    expect(feed.headers["cache-control"]).toBe("private, no-cache");
    expect(feed.body).toContain("BEGIN:VCALENDAR");
    expect(feed.body).toContain("BEGIN:VEVENT");
    expect(feed.body).toMatch(new RegExp(`UID:event-${activity.id}-[0-9a-f]{32}@leadcoach`));
    expect(feed.body).toContain("DTSTART:20300304T150000Z");
    expect(feed.cookies.find((c) => c.name === "sid")).toBeUndefined();

    const revoked = await server.app.inject({
      method: "POST",
      url: "/trpc/calendar.revokeFeed",
      headers: json,
    });
    expect(revoked.statusCode).toBe(200);
    const gone = await server.app.inject({ method: "GET", url: path });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "This calendar link is invalid or was revoked." });
    const forged = await send(server.app, "GET", `/api/calendar/feed/${"A".repeat(43)}.ics`);
    expect(forged.statusCode).toBe(404);
  });
});
