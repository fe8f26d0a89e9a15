import { AdminOnly } from "../features/auth/admin-only";
import { AdminBugReportsScreen } from "../features/bug-reports/admin-bug-reports-screen";

export default function AdminBugReportsPage() {
  return (
    <AdminOnly>
      <AdminBugReportsScreen />
    </AdminOnly>
  );
}
