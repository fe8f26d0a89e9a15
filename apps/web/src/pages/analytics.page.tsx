import { AdminOnly } from "../features/auth/admin-only";
import { PlaceholderPage } from "./_placeholder";

export default function AnalyticsPage() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Advanced Analytics" />
    </AdminOnly>
  );
}
