import { GoalsScreen } from "../features/goals/goals-screen";

export default function GoalsPage() {
  return <GoalsScreen />;
}
