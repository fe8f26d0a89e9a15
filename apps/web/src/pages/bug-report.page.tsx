import { BugReportScreen } from "../features/bug-reports/bug-report-screen";

export default function BugReportPage() {
  return <BugReportScreen />;
}
