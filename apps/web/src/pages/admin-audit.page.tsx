import { SuperAdminOnly } from "../features/auth/super-admin-only";
import { AuditScreen } from "../features/audit/audit-screen";

export default function AdminAuditPage() {
  return (
    <SuperAdminOnly>
      <AuditScreen />
    </SuperAdminOnly>
  );
}
