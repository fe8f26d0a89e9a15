import { useParams } from "react-router";
import { AdminOnly } from "../features/auth/admin-only";
import { AdminUserScreen } from "../features/admin/admin-user-screen";

export default function AdminUserPage() {
  const { userId } = useParams();
  return (
    <AdminOnly deniedMessage="You don't have permission to view user dashboards.">
      <AdminUserScreen userIdParam={userId} />
    </AdminOnly>
  );
}
