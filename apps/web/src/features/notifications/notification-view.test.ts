import type { NotificationList } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { bellLabel, internalPath, markEveryRead, markOneRead, unreadBadgeText } from "./notification-view";

const item = (id: number, read: boolean) => ({
  id,
  kind: "assessment_completed",
  title: `Title ${id}`,
  message: "Message",
  icon: "clipboard-check",
  actionUrl: "/skills",
  read,
  createdAt: "2026-03-10T12:00:00.000Z",
});
const list: NotificationList = {
  notifications: [item(1, false), item(2, false), item(3, true)],
  unreadCount: 2,
};

describe("bell texts", () => {
  it("names the unread count", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(unreadBadgeText(7)).toBe("7");
    expect(unreadBadgeText(120)).toBe("99+");
  });
});

describe("marking read", () => {
  it("marks one and lowers the count once", () => {
    const next = markOneRead(list, 1);
    expect(next.unreadCount).toBe(1);
    expect(next.notifications.find((n) => n.id === 1)?.read).toBe(true);
    expect(markOneRead(next, 1)).toBe(next);
    expect(markOneRead(list, 3)).toBe(list);
  });

  it("marks everything", () => {
    const next = markEveryRead(list);
    expect(next.unreadCount).toBe(0);
    expect(next.notifications.every((n) => n.read)).toBe(true);
  });
});

describe("internalPath", () => {
  it("follows app paths only", () => {
    expect(internalPath("/skills")).toBe("/skills");
    expect(internalPath("//evil.example")).toBeNull();
    expect(internalPath("https://example.com")).toBeNull();
    expect(internalPath(null)).toBeNull();
  });
});
