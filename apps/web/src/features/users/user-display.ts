import type { PublicUser } from "@leadcoach/api/schemas";

export const FALLBACK_DISPLAY_NAME = "User";

export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : FALLBACK_DISPLAY_NAME;
}

/** Up to two initials from the name: "Ada Lovelace" -> "AL", "ada" -> "A", "" -> "U". */
export function initialsOf(name: string | null | undefined): string {
  const words = displayName(name).split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

export type UserRole = PublicUser["role"];

const roleLabels: Record<UserRole, string> = {
  super_admin: "Super Admin",
  admin: "Admin",
  user: "User",
};

export function roleLabel(role: UserRole): string {
  return roleLabels[role];
}

export function isAdminRole(role: UserRole | undefined): boolean {
  return role === "admin" || role === "super_admin";
}
