import { AdminOnly } from "../features/auth/admin-only";
import { ProgramsScreen } from "../features/programs-admin/programs-screen";

export default function AdminProgramsPage() {
  return (
    <AdminOnly>
      <ProgramsScreen />
    </AdminOnly>
  );
}
