import { useParams } from "react-router";
import { AdminOnly } from "../features/auth/admin-only";
import { ProgramScreen } from "../features/programs-admin/program-screen";

export default function AdminProgramPage() {
  const { programId } = useParams();
  return (
    <AdminOnly>
      <ProgramScreen programIdParam={programId} />
    </AdminOnly>
  );
}
