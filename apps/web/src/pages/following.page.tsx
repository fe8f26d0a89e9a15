import { FollowingScreen } from "../features/manager-shares/following-screen";

export default function FollowingPage() {
  return <FollowingScreen />;
}
