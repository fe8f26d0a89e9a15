import { AdminOnly } from "../features/auth/admin-only";
import { AnalyticsScreen } from "../features/analytics/analytics-screen";

export default function AnalyticsPage() {
  return (
    <AdminOnly>
      <AnalyticsScreen />
    </AdminOnly>
  );
}
