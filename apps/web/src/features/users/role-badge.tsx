import { Badge } from "@mantine/core";
import { roleLabel, type UserRole } from "./user-display";

const roleColors: Record<UserRole, string> = {
  super_admin: "grape",
  admin: "indigo",
  user: "gray",
};

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Badge color={roleColors[role]} variant="light">
      {roleLabel(role)}
    </Badge>
  );
}
