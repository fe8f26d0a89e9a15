import { SuperAdminOnly } from "../features/auth/super-admin-only";
import { OrganisationSettingsScreen } from "../features/organisation/organisation-settings-screen";

export default function AdminSettingsPage() {
  return (
    <SuperAdminOnly>
      <OrganisationSettingsScreen />
    </SuperAdminOnly>
  );
}
