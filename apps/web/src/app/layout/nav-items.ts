import {
  IconBook2,
  IconBug,
  IconCalendarEvent,
  IconChartRadar,
  IconLayoutDashboard,
  IconMessages,
  IconRoute,
  IconShieldCheck,
  IconTarget,
  IconTool,
  type TablerIcon,
} from "@tabler/icons-react";
import { isAdminRole, type PublicUser } from "@leadcoach/api/schemas";

export interface NavItem {
  label: string;
  to: string;
  icon: TablerIcon;
  adminOnly?: boolean;
  /** Other paths (exact, or prefixes ending in "/") under which this item counts as current. */
  alsoActiveOn?: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: "Dashboard", to: "/", icon: IconLayoutDashboard, alsoActiveOn: ["/dashboard"] },
  // The assessment (and its results) is no nav item's page: nothing is highlighted there.
  { label: "Skills", to: "/skills", icon: IconChartRadar },
  { label: "Lessons", to: "/lessons", icon: IconBook2, alsoActiveOn: ["/lesson/"] },
  { label: "Goals", to: "/goals", icon: IconTarget },
  { label: "My program", to: "/program", icon: IconRoute },
  { label: "Calendar", to: "/calendar", icon: IconCalendarEvent },
  { label: "Peer Feedback", to: "/peer-feedback", icon: IconMessages },
  { label: "My Bug Reports", to: "/my-bug-reports", icon: IconBug },
  {
    label: "Admin",
    to: "/admin",
    icon: IconShieldCheck,
    adminOnly: true,
    alsoActiveOn: ["/admin/user/", "/analytics"],
  },
  { label: "Bug Management", to: "/admin/bug-reports", icon: IconTool, adminOnly: true },
];

export function visibleNavItems(user: Pick<PublicUser, "role">): readonly NavItem[] {
  const isAdmin = isAdminRole(user.role);
  return navItems.filter((item) => !item.adminOnly || isAdmin);
}

function matchesPath(pattern: string, pathname: string): boolean {
  return pattern.endsWith("/") ? pathname.startsWith(pattern) : pathname === pattern;
}

/** True when the item is the current page: its own path, or one of `alsoActiveOn`. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path === item.to || (item.alsoActiveOn ?? []).some((pattern) => matchesPath(pattern, path));
}
