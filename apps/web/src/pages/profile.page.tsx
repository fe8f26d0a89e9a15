import { ProfileScreen } from "../features/profile/profile-screen";

export default function ProfilePage() {
  return <ProfileScreen />;
}
