import { AdminOnly } from "../features/auth/admin-only";
import { PeopleScreen } from "../features/people/people-screen";

export default function AdminPeoplePage() {
  return (
    <AdminOnly>
      <PeopleScreen />
    </AdminOnly>
  );
}
