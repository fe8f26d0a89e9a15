import { PlaceholderPage } from "./_placeholder";

export default function BugReportPage() {
  return <PlaceholderPage title="Report a Bug" />;
}
