import { AdminOnly } from "../features/auth/admin-only";
import { GroupsScreen } from "../features/groups/groups-screen";

export default function AdminGroupsPage() {
  return (
    <AdminOnly>
      <GroupsScreen />
    </AdminOnly>
  );
}
