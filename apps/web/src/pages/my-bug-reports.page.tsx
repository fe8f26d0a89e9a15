import { MyBugReportsScreen } from "../features/bug-reports/my-bug-reports-screen";

export default function MyBugReportsPage() {
  return <MyBugReportsScreen />;
}
