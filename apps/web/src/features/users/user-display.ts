import type { PublicUser } from "@leadcoach/api/schemas";

export type UserRole = PublicUser["role"];

const roleLabels: Record<UserRole, string> = {
  super_admin: "Super Admin",
  admin: "Admin",
  user: "User",
};

export function roleLabel(role: UserRole): string {
  return roleLabels[role];
}
