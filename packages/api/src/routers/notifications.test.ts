import { describe, expect, it } from "vitest";
import { createNotification } from "../services/notifications/create";
import { callerFor, createClock, createUser, useTestDb } from "../testing";
import { expectTrpcError } from "./journey.fixtures";

const t = useTestDb();

const NOW = "2026-07-15T09:00:00Z";
const hoursFromNow = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000);

async function notify(userId: number, title: string, at: Date) {
  const id = await createNotification(t.db, {
    userId,
    kind: "bug_answered",
    title,
    message: `${title} message`,
    actionUrl: "/my-bug-reports",
    at,
  });
  if (id === null) throw new Error("not created");
  return id;
}

describe("notifications.list, markRead, markAllRead", () => {
  it("lists the caller's notifications newest first with an unread count, and only theirs", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await notify(user.id, "Older", hoursFromNow(-5));
    await notify(user.id, "Newer", hoursFromNow(-1));
    const foreign = await notify(other.id, "Not yours", hoursFromNow(-2));
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    const { notifications, unreadCount } = await api.notifications.list();
    expect(notifications.map((n) => n.title)).toEqual(["Newer", "Older"]);
    expect(unreadCount).toBe(2);
    expect(notifications[0]).toEqual({
      id: expect.any(Number) as number,
      kind: "bug_answered",
      title: "Newer",
      message: "Newer message",
      icon: "message-reply",
      actionUrl: "/my-bug-reports",
      read: false,
      createdAt: hoursFromNow(-1).toISOString(),
    });
    await expectTrpcError(api.notifications.markRead({ id: foreign }), "NOT_FOUND", "Notification not found");
    const theirs = await t.db
      .selectFrom("notifications")
      .select("readAt")
      .where("id", "=", foreign)
      .executeTakeFirstOrThrow();
    expect(theirs.readAt).toBeNull();
  });

  it("marks one read, then all read; there is no way back to unread", async () => {
    const user = await createUser(t.db);
    const first = await notify(user.id, "One", hoursFromNow(-3));
    await notify(user.id, "Two", hoursFromNow(-2));
    await notify(user.id, "Three", hoursFromNow(-1));
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    expect(await api.notifications.markRead({ id: first })).toEqual({ success: true });
    expect(await api.notifications.markRead({ id: first })).toEqual({ success: true });
    let list = await api.notifications.list();
    expect(list.unreadCount).toBe(2);
    expect(list.notifications.find((n) => n.id === first)?.read).toBe(true);
    expect(await api.notifications.markAllRead()).toEqual({ updated: 2 });
    list = await api.notifications.list();
    expect(list.unreadCount).toBe(0);
    expect(list.notifications.every((n) => n.read)).toBe(true);
  });

  it("caps the list at 30 but counts every unread one", async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 35; i++) await notify(user.id, `N${i}`, hoursFromNow(-100 + i));
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    const list = await api.notifications.list();
    expect(list.notifications).toHaveLength(30);
    expect(list.notifications[0]?.title).toBe("N34");
    expect(list.unreadCount).toBe(35);
  });

  it("needs a signed-in user", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(api.notifications.list(), "UNAUTHORIZED");
    await expectTrpcError(api.notifications.markAllRead(), "UNAUTHORIZED");
  });
});

describe("due notifications", () => {
  it("creates goal and activity reminders once, when they fall due", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const day = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .insertInto("goals")
      .values([
        { userId: user.id, title: "Due in two days", targetDate: day(2) },
        { userId: user.id, title: "Due in five days", targetDate: day(5) },
        { userId: user.id, title: "Completed", targetDate: day(1), status: "completed" },
        { userId: user.id, title: "Overdue", targetDate: day(-2) },
        { userId: other.id, title: "Someone else's", targetDate: day(1) },
      ])
      .execute();
    await t.db
      .insertInto("calendarEvents")
      .values([
        {
          userId: user.id,
          title: "Soon",
          type: "meeting",
          startTime: hoursFromNow(3),
          endTime: hoursFromNow(4),
        },
        {
          userId: user.id,
          title: "Later",
          type: "lesson",
          startTime: hoursFromNow(30),
          endTime: hoursFromNow(31),
        },
        {
          userId: user.id,
          title: "Cancelled",
          type: "meeting",
          status: "cancelled",
          startTime: hoursFromNow(2),
          endTime: hoursFromNow(3),
        },
        {
          userId: user.id,
          title: "Started",
          type: "meeting",
          startTime: hoursFromNow(-1),
          endTime: hoursFromNow(1),
        },
      ])
      .execute();
    const clock = createClock(NOW);
    const api = await callerFor(t.db, { userId: user.id, clock });
    const first = await api.notifications.list();
    expect(first.notifications.map((n) => [n.kind, n.message, n.actionUrl]).sort()).toEqual([
      ["activity_soon", "'Soon' starts in about 3 hours.", "/calendar"],
      ["goal_due", `'Due in two days' is due in 2 days (${day(2)}).`, "/goals"],
    ]);
    // Listing again creates nothing new.
    expect((await api.notifications.list()).notifications).toHaveLength(2);

    clock.set(hoursFromNow(10));
    const later = await api.notifications.list();
    expect(later.notifications.map((n) => n.message)).toContain("'Later' starts in about 20 hours.");
    expect(later.notifications).toHaveLength(3);
    expect(later.unreadCount).toBe(3);

    const otherApi = await callerFor(t.db, { userId: other.id, clock });
    const theirs = await otherApi.notifications.list();
    expect(theirs.notifications.map((n) => n.message)).toEqual([expect.stringContaining("Someone else's")]);
  });

  it("respects the user's notification preferences", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    await api.settings.updateNotificationPreferences({ kinds: { goal_due: false } });
    await t.db
      .insertInto("goals")
      .values({
        userId: user.id,
        title: "Due tomorrow",
        targetDate: hoursFromNow(24).toISOString().slice(0, 10),
      })
      .execute();
    await t.db
      .insertInto("calendarEvents")
      .values({
        userId: user.id,
        title: "Soon",
        type: "meeting",
        startTime: hoursFromNow(1),
        endTime: hoursFromNow(2),
      })
      .execute();
    const { notifications } = await api.notifications.list();
    expect(notifications.map((n) => n.kind)).toEqual(["activity_soon"]);
    expect(
      await createNotification(t.db, { userId: user.id, kind: "goal_due", title: "x", message: "y" }),
    ).toBeNull();
  });
});
