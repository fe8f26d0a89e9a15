import type { NotificationList } from "@leadcoach/api/schemas";

/** The bell's accessible name, with the unread count when there is one. */
export function bellLabel(unreadCount: number): string {
  if (unreadCount <= 0) return "Notifications";
  return `Notifications, ${unreadCount} unread`;
}

/** The badge text: the count, capped at 99+. */
export function unreadBadgeText(unreadCount: number): string {
  return unreadCount > 99 ? "99+" : String(unreadCount);
}

/** The list with one notification marked read (and the unread count lowered when it was unread). */
export function markOneRead(list: NotificationList, id: number): NotificationList {
  const target = list.notifications.find((item) => item.id === id);
  if (!target || target.read) return list;
  return {
    notifications: list.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unreadCount: Math.max(list.unreadCount - 1, 0),
  };
}

/** The list with every notification read. */
export function markEveryRead(list: NotificationList): NotificationList {
  return { notifications: list.notifications.map((item) => ({ ...item, read: true })), unreadCount: 0 };
}

/** An app path ("/skills") to navigate to in the app; anything else is not followed. */
export function internalPath(actionUrl: string | null): string | null {
  if (!actionUrl || !actionUrl.startsWith("/") || actionUrl.startsWith("//")) return null;
  return actionUrl;
}
