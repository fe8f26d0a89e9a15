import { AdminOnly } from "../features/auth/admin-only";
import { PlaceholderPage } from "./_placeholder";

export default function AdminPage() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Admin Dashboard" />
    </AdminOnly>
  );
}
