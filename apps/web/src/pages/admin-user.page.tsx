import { AdminOnly } from "../features/auth/admin-only";
import { PlaceholderPage } from "./_placeholder";

export default function AdminUserPage() {
  return (
    <AdminOnly deniedMessage="You don't have permission to view user dashboards.">
      <PlaceholderPage title="User Dashboard" />
    </AdminOnly>
  );
}
