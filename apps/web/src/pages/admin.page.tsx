import { AdminOnly } from "../features/auth/admin-only";
import { AdminDashboardScreen } from "../features/admin/admin-dashboard-screen";

export default function AdminPage() {
  return (
    <AdminOnly>
      <AdminDashboardScreen />
    </AdminOnly>
  );
}
