import { AdminOnly } from "../features/auth/admin-only";
import { PlaceholderPage } from "./_placeholder";

export default function AdminBugReportsPage() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Bug Management" />
    </AdminOnly>
  );
}
